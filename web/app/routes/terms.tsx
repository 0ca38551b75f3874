import terms from "content:terms";
import pageIntro from "virtual:page-intro/terms";
import { TabbedPage } from "../components/tabbed-page";
import { pageMeta } from "../lib/page-meta";
import { textPageHandle } from "../lib/text-page-styles";
import * as m from "../paraglide/messages.js";

export const meta = () => pageMeta(pageIntro);
export const handle = textPageHandle;

// Built once, as HashTabs re-subscribes when its tabs change. Each file of
// web/content/<language>/terms is a tab; its name is the tab's fragment (#payment-account).
const tabs = terms.map(({ slug, label, blocks }) => ({ id: slug, label, blocks }));

export default function Terms() {
  return <TabbedPage intro={pageIntro} tabs={tabs} label={m.terms_tabs_label()} />;
}
