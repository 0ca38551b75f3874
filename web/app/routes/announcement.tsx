import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("announcement");

export default function Announcement() {
  return <IntroPage id="announcement" />;
}
