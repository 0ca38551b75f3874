import pageIntro from "virtual:page-intro/deactivate-account";
import { AccountDeletionFacts } from "../features/account-deactivation/account-deletion-facts";
import { DeactivationForm } from "../features/account-deactivation/deactivation-form";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(pageIntro);

/** The page the app stores link to as the iKEY Parent app's account-removal page. */
export default function DeactivateAccount() {
  return (
    <div className="page deactivation-page">
      <div className="form-panel deactivation-box">
        <DeactivationForm />
      </div>
      <AccountDeletionFacts />
    </div>
  );
}
