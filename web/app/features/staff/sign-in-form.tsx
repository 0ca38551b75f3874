import { type FormEvent, useState } from "react";
import { redirect } from "react-router";
import { consoleApi } from "../../lib/console/console-api";
import { outcomeOf, type ScreenOutcome } from "../../lib/console/console-outcome";
import { useConsoleSubmit } from "../../lib/console/use-console-submit";

type Credentials = { readonly email: string; readonly password: string; readonly code: string };

/**
 * Signs in, as the sign-in screen's route's clientAction does: into the console, which reads the
 * session again on the way (routes/staff.tsx), or back with the server's refusal and the e-mail.
 */
export async function signIn({ email, password, code }: Credentials): Promise<ScreenOutcome<{ email: string }>> {
  const outcome = await outcomeOf("sign-in", () => consoleApi("POST", "/sign-in", { email, password, code }), "");
  if (outcome.ok) throw redirect("/staff");
  return { ...outcome, data: { email } };
}

/**
 * E-mail and password, then the authenticator's code (or a recovery code). The server checks all
 * three together (docs/decisions/0015), so a wrong password is only told after the code. The
 * route remounts this form after each refusal: it starts again at the e-mail, which it keeps.
 */
export function SignInForm({ refusal }: { readonly refusal: ScreenOutcome<{ email: string }> | undefined }) {
  const { send, busy } = useConsoleSubmit();
  const [step, setStep] = useState<"password" | "code">("password");
  const [credentials, setCredentials] = useState({ email: refusal?.data?.email ?? "", password: "" });
  const [problem, setProblem] = useState(refusal?.message ?? "");

  const toCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setCredentials({ email: String(form.get("email")), password: String(form.get("password")) });
    setProblem("");
    setStep("code");
  };

  const signIn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code"));
    void send({ intent: "sign-in", ...credentials, code });
  };

  return (
    <section className="console-card" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in</h1>
      {problem && (
        <p className="console-alert" role="alert">
          {problem}
        </p>
      )}
      {step === "password" ? (
        <form className="console-form" onSubmit={toCode}>
          <div className="field">
            <label htmlFor="staff-email">E-mail</label>
            <input
              id="staff-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={credentials.email}
            />
          </div>
          <div className="field">
            <label htmlFor="staff-password">Password</label>
            <input id="staff-password" name="password" type="password" autoComplete="current-password" required />
          </div>
          <button type="submit" className="button button-primary">
            Continue
          </button>
        </form>
      ) : (
        <form className="console-form" onSubmit={signIn}>
          <div className="field">
            <label htmlFor="staff-code">Code from your authenticator app, or a recovery code</label>
            <input
              id="staff-code"
              name="code"
              autoComplete="one-time-code"
              inputMode="text"
              required
              minLength={6}
              maxLength={20}
              // biome-ignore lint/a11y/noAutofocus: the code is the only thing this step asks for
              autoFocus
            />
          </div>
          <div className="console-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? "Signing in…" : "Sign in"}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setStep("password")}>
              Back
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
