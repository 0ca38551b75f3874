import { IntroPage } from "../components/intro-page";
import { SignUpWizard } from "../features/centre-sign-up/sign-up-wizard";
import { pageMeta } from "../lib/page-meta";

// Left out of the menus and the sitemap (requirements: Routes), but a page a centre may well search for, so indexable.
export const meta = () => pageMeta("sign-up");

export default function SignUp() {
  return (
    <IntroPage id="sign-up">
      <h2>Application Form</h2>
      <div className="form-panel">
        <SignUpWizard />
      </div>
    </IntroPage>
  );
}
