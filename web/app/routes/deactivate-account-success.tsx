import pageIntro from "virtual:page-intro/deactivate-account-success";
import { IntroPage } from "../components/intro-page";
import { AccountDeletionFacts } from "../features/account-deactivation/account-deletion-facts";
import { pageMeta } from "../lib/page-meta";

// A confirmation reached after a form, not a page to find in search results.
export const meta = () => pageMeta(pageIntro);

export default function DeactivateAccountSuccess() {
  return (
    <IntroPage intro={pageIntro}>
      <p className="deactivation-comeback">Change your mind? Just login again to reactivate your account.</p>
      <AccountDeletionFacts />
    </IntroPage>
  );
}
