import type { PendingTotp, StaffInvitation } from "@ikey/contracts/console-api-schemas";
import { staffRoleLabels } from "@ikey/contracts/staff";
import type { FormEvent } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "../../components/localized-link";
import { ConsoleApiError, consoleApi } from "../../lib/console/console-api";
import { outcomeOf, type ScreenOutcome } from "../../lib/console/console-outcome";
import { useConsoleFetcher } from "../../lib/console/use-console-submit";

type Step =
  | { readonly kind: "closed"; readonly message: string }
  | { readonly kind: "password"; readonly invitation: StaffInvitation }
  | { readonly kind: "totp"; readonly invitation: StaffInvitation; readonly pending: PendingTotp }
  | { readonly kind: "done"; readonly recoveryCodes: string[] };

type RecoveryCodes = { readonly recoveryCodes: string[] };

/** The link's token: in the fragment, which browsers never send to a server or in a Referer. */
function tokenFromLink(): string {
  return decodeURIComponent(window.location.hash.slice(1));
}

/** A submitted form's field: the form itself goes nowhere, its step's fetcher sends the value. */
function submitted(event: FormEvent<HTMLFormElement>, name: string): string {
  event.preventDefault();
  return String(new FormData(event.currentTarget).get(name));
}

/**
 * The invitation the link holds, as the invitation screen's route loads it: its first step, or
 * why it is closed (used, expired or unknown: the server says which).
 */
export async function checkInvitation(): Promise<{ readonly token: string; readonly step: Step }> {
  const token = tokenFromLink();
  try {
    return {
      token,
      step: { kind: "password", invitation: await consoleApi<StaffInvitation>("POST", "/invitation", { token }) },
    };
  } catch (error) {
    // A server it could not reach is the console's error state; a link the server refused is this screen's.
    if (!(error instanceof ConsoleApiError)) throw error;
    return { token, step: { kind: "closed", message: error.message } };
  }
}

/**
 * Whether the invitation screen's route reads the invitation again: not after a step, whose answer
 * is the next step (read again, it would only ask the server about an invitation the steps are
 * using up, closed once the code is confirmed).
 */
export const readInvitationAgain = ({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  actionResult === undefined && defaultShouldRevalidate;

/**
 * An invitation's steps after the first, as the invitation screen's route's clientAction takes
 * them. The token comes in the submission's body, as it goes to the server: never in an address.
 * Nothing is said when a step goes through (the next step shows), so the outcome has no sentence.
 */
export function takeInvitationStep(
  step: { intent: "password"; token: string; password: string } | { intent: "code"; token: string; code: string },
): Promise<ScreenOutcome> {
  switch (step.intent) {
    case "password":
      return outcomeOf(
        step.intent,
        () => consoleApi<PendingTotp>("POST", "/invitation/password", { token: step.token, password: step.password }),
        "",
      );
    case "code":
      return outcomeOf(
        step.intent,
        () => consoleApi<RecoveryCodes>("POST", "/invitation/code", { token: step.token, code: step.code }),
        "",
      );
  }
}

/**
 * Accepting an invitation: a password, then an authenticator app (a QR code or the secret typed),
 * then recovery codes. Each step's form has a fetcher of its own, whose answer is the next step:
 * the secret stays shown when a code is refused, and the page's address, the token in its
 * fragment, stays as it is (a navigation would leave the fragment out).
 */
export function InvitationSteps({ token, first }: { readonly token: string; readonly first: Step }) {
  const password = useConsoleFetcher<PendingTotp>();
  const code = useConsoleFetcher<RecoveryCodes>();
  const step: Step =
    code.outcome?.ok && code.outcome.data
      ? { kind: "done", recoveryCodes: code.outcome.data.recoveryCodes }
      : password.outcome?.ok && password.outcome.data && first.kind === "password"
        ? { kind: "totp", invitation: first.invitation, pending: password.outcome.data }
        : first;
  // The refusal of the step shown (none while its answer is awaited).
  const refusal = [code.outcome, password.outcome].find((outcome) => outcome?.ok === false);
  const problem = refusal?.message ?? "";

  return (
    <section className="console-card" aria-labelledby="invitation-title">
      <h1 id="invitation-title">Join the iKEY staff console</h1>
      {problem && (
        <p className="console-alert" role="alert">
          {problem}
        </p>
      )}
      {step.kind === "closed" && <p role="alert">{step.message}</p>}
      {step.kind === "password" && (
        <form
          className="console-form"
          onSubmit={(event) =>
            void password.send({ intent: "password", token, password: submitted(event, "password") })
          }
        >
          <p>
            You are invited as <strong>{staffRoleLabels[step.invitation.role]}</strong> with{" "}
            <strong>{step.invitation.email}</strong>. Choose a password of at least 12 characters that is hard to guess:
            a few unrelated words work well.
          </p>
          <input type="hidden" name="username" autoComplete="username" value={step.invitation.email} readOnly />
          <div className="field">
            <label htmlFor="new-password">Password</label>
            <input
              id="new-password"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={12}
              required
            />
          </div>
          <button type="submit" className="button button-primary">
            Set password
          </button>
        </form>
      )}
      {step.kind === "totp" && (
        <form
          className="console-form"
          onSubmit={(event) => void code.send({ intent: "code", token, code: submitted(event, "code") })}
        >
          <p>Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</p>
          <img
            className="totp-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.pending.qrSvg)}`}
            alt={`QR code for your authenticator app. The secret to type instead is ${step.pending.secret}.`}
            width={200}
            height={200}
          />
          <p>
            Or type this secret: <code className="totp-secret">{step.pending.secret}</code>
          </p>
          <div className="field">
            <label htmlFor="enrol-code">The 6-digit code the app shows</label>
            <input
              id="enrol-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
            />
          </div>
          <button type="submit" className="button button-primary">
            Confirm
          </button>
        </form>
      )}
      {step.kind === "done" && (
        <div className="console-form">
          <p>
            You are all set. Keep these recovery codes somewhere safe: each signs you in once if you lose your phone.
            They are shown only now.
          </p>
          <ul className="recovery-codes" aria-label="Recovery codes">
            {step.recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <Link className="button button-primary" to="/staff/sign-in">
            Continue to sign in
          </Link>
        </div>
      )}
    </section>
  );
}
