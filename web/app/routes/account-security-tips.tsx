import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("account-security-tips");

export default function AccountSecurityTips() {
  return <IntroPage id="account-security-tips" />;
}
