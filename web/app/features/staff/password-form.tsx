import type { FormEvent } from "react";
import { consoleApi } from "../../lib/console/console-api";
import { ActionOutcome, outcomeOf, type ScreenOutcome } from "../../lib/console/console-outcome";
import { useConsoleSubmit } from "../../lib/console/use-console-submit";

/** Changes the member's own password, as the password screen's route's clientAction does; their other sessions end (the server sees to it). */
export const changePassword = ({
  currentPassword,
  newPassword,
}: {
  readonly currentPassword: string;
  readonly newPassword: string;
}) =>
  outcomeOf(
    "password",
    () => consoleApi("POST", "/password", { currentPassword, newPassword }),
    "Password changed. Your other sessions have ended.",
  );

/** A member changes their own password. */
export function PasswordForm({ outcome }: { readonly outcome: ScreenOutcome | undefined }) {
  const { send, busy } = useConsoleSubmit();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    void send({
      intent: "password",
      currentPassword: String(values.get("currentPassword")),
      newPassword: String(values.get("newPassword")),
    });
  };
  return (
    <section className="console-card" aria-labelledby="password-title">
      <h1 id="password-title">Change your password</h1>
      <ActionOutcome outcome={busy ? null : (outcome ?? null)} />
      {/* Keyed by the last change that went through: the form starts empty again after it. */}
      <form className="console-form" key={outcome?.ok ? outcome.serial : 0} onSubmit={submit}>
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
