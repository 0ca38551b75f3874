import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("maintenance");

export default function Maintenance() {
  return <IntroPage id="maintenance" />;
}
