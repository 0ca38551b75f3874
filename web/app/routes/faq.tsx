import { TabbedPage } from "../components/tabbed-page";
import { faqTabs } from "../content/faq";
import { pageMeta } from "../lib/page-meta";
import { textPageHandle } from "../lib/text-page-styles";

export const meta = () => pageMeta("faq");
export const handle = textPageHandle;

export default function FAQ() {
  return <TabbedPage id="faq" tabs={faqTabs} label="Frequently asked questions by product" />;
}
