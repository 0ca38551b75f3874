import accountDeletion from "content:pages/account-deletion";
import { Prose } from "../../components/prose";

/**
 * What the app stores ask an account-deletion page to say: Google Play and the App Store ask it to
 * name the app and its developer, say what is deleted and what is kept and why, and how to ask for
 * deletion. Shown on both deactivation pages, kept in step with the privacy policy; its words are
 * web/content/<language>/pages/account-deletion.md.
 */
export function AccountDeletionFacts() {
  return (
    <section className="account-deletion-facts" aria-labelledby="account-deletion">
      <Prose blocks={accountDeletion.blocks} />
    </section>
  );
}
