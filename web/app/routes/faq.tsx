import pageIntro from "virtual:page-intro/faq";
import { TabbedPage } from "../components/tabbed-page";
import { faqTabs } from "../content/faq";
import { faqArticles, withArticleLinks } from "../features/help-centre/page-articles";
import { pageMeta } from "../lib/page-meta";
import { textPageHandle } from "../lib/text-page-styles";
import * as m from "../paraglide/messages.js";

export const meta = () => pageMeta(pageIntro);
export const handle = textPageHandle;

export default function FAQ() {
  const tabs = faqTabs.map((tab) => ({
    ...tab,
    blocks: withArticleLinks(tab.blocks, faqArticles[tab.id] ?? [], m.help_read_article()),
  }));
  return <TabbedPage intro={pageIntro} tabs={tabs} label={m.faq_tabs_label()} />;
}
