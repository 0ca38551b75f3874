import type { FormEvent } from "react";
import { consoleApi } from "../../lib/console/console-api";
import { ActionOutcome, useConsoleAction } from "../../lib/console/use-console-action";

/** A member changes their own password; their other sessions end (the server sees to it). */
export function PasswordForm() {
  const { busy, outcome, run } = useConsoleAction();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const body = {
      currentPassword: String(values.get("currentPassword")),
      newPassword: String(values.get("newPassword")),
    };
    if (await run(() => consoleApi("POST", "/password", body), "Password changed. Your other sessions have ended."))
      form.reset();
  };
  return (
    <section className="console-card" aria-labelledby="password-title">
      <h1 id="password-title">Change your password</h1>
      <ActionOutcome outcome={outcome} />
      <form className="console-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="current-password">Current password</label>
          <input
            id="current-password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <div className="field">
          <label htmlFor="next-password">New password (at least 12 characters)</label>
          <input
            id="next-password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={12}
            required
          />
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          Change password
        </button>
      </form>
    </section>
  );
}
