import { TabbedPage } from "../components/tabbed-page";
import { faqTabs } from "../content/faq";
import { pageMeta } from "../lib/page-meta";
import { textPageHandle } from "../lib/text-page-styles";
import * as m from "../paraglide/messages.js";

export const meta = () => pageMeta("faq");
export const handle = textPageHandle;

export default function FAQ() {
  return <TabbedPage id="faq" tabs={faqTabs} label={m.faq_tabs_label()} />;
}
