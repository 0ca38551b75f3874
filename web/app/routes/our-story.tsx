import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("our-story");

export default function OurStory() {
  return <IntroPage id="our-story" />;
}
