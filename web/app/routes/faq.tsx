import { TabbedPage } from "../components/tabbed-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("faq");

export default function FAQ() {
  return <TabbedPage id="faq" label="Frequently asked questions by product" />;
}
