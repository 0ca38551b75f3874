import { TabbedPage } from "../components/tabbed-page";
import { termsTabs } from "../content/terms";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("terms");

export default function Terms() {
  return <TabbedPage id="terms" tabs={termsTabs} label="Terms and conditions" />;
}
