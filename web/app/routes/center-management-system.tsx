import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("center-management-system");

export default function CentreManagementSystem() {
  return <IntroPage id="center-management-system" />;
}
