import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("home");

export default function Home() {
  return <IntroPage id="home" />;
}
