import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("sign-up");

export default function SignUp() {
  return <IntroPage id="sign-up" />;
}
