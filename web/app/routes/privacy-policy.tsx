import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

// /privacy-policy, /student-privacypolicy and /privacy-policy.html show this one page.
export const meta = () => pageMeta("privacy-policy");

export default function PrivacyPolicy() {
  return <IntroPage id="privacy-policy" />;
}
