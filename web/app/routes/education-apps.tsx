import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("education-apps");

export default function EducatorApp() {
  return <IntroPage id="education-apps" />;
}
