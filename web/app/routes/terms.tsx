import { TabbedPage } from "../components/tabbed-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("terms");

export default function Terms() {
  return <TabbedPage id="terms" label="Terms and conditions" />;
}
