import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("new-feature");

export default function NewFeature() {
  return <IntroPage id="new-feature" />;
}
