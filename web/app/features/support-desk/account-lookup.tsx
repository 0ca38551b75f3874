import type { AccountRecord } from "@ikey/contracts/console-api-schemas";
import { type FormEvent, useState } from "react";
import { consoleApi, queryOf } from "../../lib/console/console-api";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import { ActionOutcome, useConsoleAction } from "../../lib/console/use-console-action";

const when = (epochMs: number | null, none: string) => (epochMs === null ? none : malaysiaTime(epochMs));

/** The support desk: a parent-app account's state and dates, by e-mail (each look-up is audited). */
export function AccountLookup() {
  const [found, setFound] = useState<{ email: string; account: AccountRecord | null } | null>(null);
  const { busy, outcome, run } = useConsoleAction();
  const lookUp = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email"));
    await run(async () => {
      const { account } = await consoleApi<{ account: AccountRecord | null }>("GET", `/accounts${queryOf({ email })}`);
      setFound({ email, account });
    }, "");
  };
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
      <ActionOutcome outcome={outcome} />
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
