import { TabbedPage } from "../components/tabbed-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("recruitment");

export default function Recruitment() {
  return <TabbedPage id="recruitment" label="Careers at iKEY" />;
}
