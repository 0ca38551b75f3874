import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("parent-apps");

export default function ParentApp() {
  return <IntroPage id="parent-apps" />;
}
