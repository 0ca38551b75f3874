import { TabbedPage } from "../components/tabbed-page";
import { recruitmentTabs } from "../content/recruitment";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("recruitment");

export default function Recruitment() {
  return <TabbedPage id="recruitment" tabs={recruitmentTabs} label="Careers at iKEY" />;
}
