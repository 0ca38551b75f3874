import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("check-app-status");

export default function CheckAppStatus() {
  return <IntroPage id="check-app-status" />;
}
