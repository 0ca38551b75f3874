import type { AccountRecord } from "@ikey/contracts/console-api-schemas";
import type { FormEvent } from "react";
import { consoleApi, queryOf } from "../../lib/console/console-api";
import { ActionOutcome, outcomeOf, type ScreenOutcome } from "../../lib/console/console-outcome";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import { useConsoleSubmit } from "../../lib/console/use-console-submit";

type Found = { readonly email: string; readonly account: AccountRecord | null };

/**
 * Looks an account up by e-mail, as the accounts screen's route's clientAction does: an action
 * rather than a loader, so the parent's e-mail stays out of the address and the browser's history.
 */
export const lookUpAccount = ({ email }: { readonly email: string }) =>
  outcomeOf(
    "look-up",
    async (): Promise<Found> => ({
      email,
      ...(await consoleApi<{ account: AccountRecord | null }>("GET", `/accounts${queryOf({ email })}`)),
    }),
    "",
  );

const when = (epochMs: number | null, none: string) => (epochMs === null ? none : malaysiaTime(epochMs));

/** The support desk: a parent-app account's state and dates, by e-mail (each look-up is audited). */
export function AccountLookup({ outcome }: { readonly outcome: ScreenOutcome<Found> | undefined }) {
  const { send, busy } = useConsoleSubmit();
  const lookUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send({ intent: "look-up", email: String(new FormData(event.currentTarget).get("email")) });
  };
  const found = outcome?.data;
  const account = found?.account;
  return (
    <section aria-labelledby="accounts-title">
      <h1 id="accounts-title">Parent-app accounts</h1>
      <form className="console-inline-form" onSubmit={lookUp} aria-label="Look up an account">
        <div className="field">
          <label htmlFor="account-email">Parent's e-mail</label>
          <input id="account-email" name="email" type="email" required />
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          Look up
        </button>
      </form>
      <ActionOutcome outcome={busy ? null : (outcome ?? null)} />
      <div role="status">
        {found && !account && <p>No account uses {found.email}.</p>}
        {account && (
          <dl className="console-facts console-panel">
            <div>
              <dt>E-mail</dt>
              <dd>{account.email}</dd>
            </div>
            <div>
              <dt>State</dt>
              <dd>{account.state === "active" ? "Active" : "Deactivated"}</dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd>{malaysiaTime(account.createdAt)}</dd>
            </div>
            <div>
              <dt>Last login</dt>
              <dd>{when(account.lastLoginAt, "Never")}</dd>
            </div>
            <div>
              <dt>Deactivated</dt>
              <dd>{when(account.deactivatedAt, "No")}</dd>
            </div>
            <div>
              <dt>Deleted for good on</dt>
              <dd>{when(account.deletionAt, "Not scheduled")}</dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );
}
