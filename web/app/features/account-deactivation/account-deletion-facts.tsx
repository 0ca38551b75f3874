import { Prose } from "../../components/prose";
import { accountDeletionFacts } from "../../content/account-deletion";
import { siteConfig } from "../../lib/site-config";

/** What the app stores ask an account-deletion page to say (content/account-deletion.ts). */
export function AccountDeletionFacts() {
  return (
    <section className="account-deletion-facts" aria-labelledby="account-deletion">
      <Prose blocks={accountDeletionFacts(siteConfig)} />
    </section>
  );
}
