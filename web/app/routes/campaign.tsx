import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("campaign");

export default function Campaign() {
  return <IntroPage id="campaign" />;
}
