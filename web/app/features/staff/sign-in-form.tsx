import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { ConsoleApiError, consoleApi } from "../../lib/console/console-api";

/**
 * E-mail and password, then the authenticator's code (or a recovery code). The server checks all
 * three together (docs/decisions/0015), so a wrong password is only told after the code.
 */
export function SignInForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState<"password" | "code">("password");
  const [credentials, setCredentials] = useState({ email: "", password: "" });
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);

  const toCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setCredentials({ email: String(form.get("email")), password: String(form.get("password")) });
    setProblem("");
    setStep("code");
  };

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code"));
    setBusy(true);
    try {
      await consoleApi("POST", "/sign-in", { ...credentials, code });
      // The console reads the session again on navigating (routes/staff.tsx).
      navigate("/staff");
    } catch (error) {
      setProblem(error instanceof ConsoleApiError ? error.message : "The console could not be reached. Try again.");
      setStep("password");
    } finally {
      setBusy(false);
    }
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
