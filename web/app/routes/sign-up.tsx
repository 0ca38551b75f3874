import { IntroPage } from "../components/intro-page";
import { SignUpWizard } from "../features/centre-sign-up/sign-up-wizard";
import { pageMeta } from "../lib/page-meta";

export const meta = () => [...pageMeta("sign-up"), { name: "robots", content: "noindex" }];

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
