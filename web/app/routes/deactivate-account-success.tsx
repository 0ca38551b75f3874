import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("deactivate-account-success");

export default function DeactivateAccountSuccess() {
  return (
    <IntroPage id="deactivate-account-success">
      <p>Change your mind? Just login again to reactivate your account.</p>
    </IntroPage>
  );
}
