import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("deactivate-account");

export default function DeactivateAccount() {
  return <IntroPage id="deactivate-account" />;
}
