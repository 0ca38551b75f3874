import type { PendingTotp, StaffInvitation } from "@ikey/contracts/console-api-schemas";
import { staffRoleLabels } from "@ikey/contracts/staff";
import { type FormEvent, useState } from "react";
import { Link } from "../../components/localized-link";
import { ConsoleApiError, consoleApi } from "../../lib/console/console-api";

type Step =
  | { readonly kind: "closed"; readonly message: string }
  | { readonly kind: "password"; readonly invitation: StaffInvitation }
  | { readonly kind: "totp"; readonly invitation: StaffInvitation; readonly pending: PendingTotp }
  | { readonly kind: "done"; readonly recoveryCodes: string[] };

/** The link's token: in the fragment, which browsers never send to a server or in a Referer. */
function tokenFromLink(): string {
  return decodeURIComponent(window.location.hash.slice(1));
}

const messageOf = (error: unknown) =>
  error instanceof ConsoleApiError ? error.message : "The console could not be reached. Try again.";

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

/** Accepting an invitation: a password, then an authenticator app (a QR code or the secret typed), then recovery codes. */
export function InvitationSteps({ token, first }: { readonly token: string; readonly first: Step }) {
  const [step, setStep] = useState<Step>(first);
  const [problem, setProblem] = useState("");

  const submit = (send: (form: FormData) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem("");
    try {
      await send(new FormData(event.currentTarget));
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

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
          onSubmit={submit(async (form) => {
            const password = String(form.get("password"));
            const pending = await consoleApi<PendingTotp>("POST", "/invitation/password", { token, password });
            setStep({ kind: "totp", invitation: step.invitation, pending });
          })}
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
          onSubmit={submit(async (form) => {
            const code = String(form.get("code"));
            const { recoveryCodes } = await consoleApi<{ recoveryCodes: string[] }>("POST", "/invitation/code", {
              token,
              code,
            });
            setStep({ kind: "done", recoveryCodes });
          })}
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
