import { business } from "@ikey/contracts/business";
import { Prose } from "../../components/prose";
import { accountDeletionFacts } from "../../content/account-deletion";

/** What the app stores ask an account-deletion page to say (content/account-deletion.ts). */
export function AccountDeletionFacts() {
  return (
    <section className="account-deletion-facts" aria-labelledby="account-deletion">
      <Prose blocks={accountDeletionFacts(business)} />
    </section>
  );
}
