import { TabbedPage } from "../components/tabbed-page";
import { faqTabs } from "../content/faq";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("faq");

export default function FAQ() {
  return <TabbedPage id="faq" tabs={faqTabs} label="Frequently asked questions by product" />;
}
