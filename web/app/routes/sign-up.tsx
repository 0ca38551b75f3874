import pageIntro from "virtual:page-intro/sign-up";
import { IntroPage } from "../components/intro-page";
import { SignUpWizard } from "../features/centre-sign-up/sign-up-wizard";
import { pageMeta } from "../lib/page-meta";
import * as m from "../paraglide/messages.js";

// Left out of the menus and the sitemap (requirements: Routes), but a page a centre may well search for, so indexable.
export const meta = () => pageMeta(pageIntro);

export default function SignUp() {
  return (
    <IntroPage intro={pageIntro}>
      <h2>{m.sign_up_form_heading()}</h2>
      <div className="form-panel">
        <SignUpWizard />
      </div>
    </IntroPage>
  );
}
