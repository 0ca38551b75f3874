import faq from "content:faq";
import pageIntro from "virtual:page-intro/faq";
import { TabbedPage } from "../components/tabbed-page";
import { faqArticles, withArticleLinks } from "../features/help-centre/page-articles";
import { pageMeta } from "../lib/page-meta";
import { textPageHandle } from "../lib/text-page-styles";
import * as m from "../paraglide/messages.js";

export const meta = () => pageMeta(pageIntro);
export const handle = textPageHandle;

export default function FAQ() {
  // Each file of web/content/<language>/faq is a tab; its name is the tab's fragment (#cms).
  const tabs = faq.map(({ slug, label, blocks }) => ({
    id: slug,
    label,
    blocks: withArticleLinks(blocks, faqArticles[slug] ?? [], m.help_read_article()),
  }));
  return <TabbedPage intro={pageIntro} tabs={tabs} label={m.faq_tabs_label()} />;
}
