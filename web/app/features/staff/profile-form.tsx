import type { StaffSession } from "@ikey/contracts/console-api-schemas";
import { LANGUAGES, type Language, languageInfo } from "@ikey/contracts/languages";
import { STAFF_NAME_MAX, STAFF_PROFILE_PATH } from "@ikey/contracts/staff-profile";
import type { FormEvent } from "react";
import { consoleApi } from "../../lib/console/console-api";
import { ActionOutcome, outcomeOf, type ScreenOutcome } from "../../lib/console/console-outcome";
import { useConsoleSubmit } from "../../lib/console/use-console-submit";

/** Saves the member's own name and e-mail language, as the profile screen's route's clientAction does. */
export const saveProfile = ({ name, language }: { readonly name: string; readonly language: Language }) =>
  outcomeOf("profile", () => consoleApi("POST", STAFF_PROFILE_PATH, { name, language }), "Profile saved.");

/**
 * A member's own profile (docs/decisions/0039-staff-profile.md): the name their replies to leads go
 * out under, and the language the site's e-mails to them (demos, re-offered leads, the morning
 * digest) are written in. The console itself stays in English.
 */
export function ProfileForm({
  session,
  outcome,
}: {
  readonly session: StaffSession;
  readonly outcome: ScreenOutcome | undefined;
}) {
  const { send, busy } = useConsoleSubmit();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    void send({ intent: "profile", name: String(values.get("name")), language: String(values.get("language")) });
  };
  return (
    <section className="console-card" aria-labelledby="profile-title">
      <h1 id="profile-title">Your profile</h1>
      <ActionOutcome outcome={busy ? null : (outcome ?? null)} />
      <form className="console-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="profile-name">Your name</label>
          <p className="console-note" id="profile-name-note">
            Your e-mails to leads go out under it. Leave it empty to use the words of your address.
          </p>
          <input
            id="profile-name"
            name="name"
            autoComplete="name"
            maxLength={STAFF_NAME_MAX}
            defaultValue={session.name ?? ""}
            aria-describedby="profile-name-note"
            aria-invalid={outcome?.ok === false && outcome.field === "name" ? true : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="profile-language">Language of your e-mails</label>
          <p className="console-note" id="profile-language-note">
            Demo bookings, leads passed on to a colleague and your morning digest are written in it.
          </p>
          <select
            id="profile-language"
            name="language"
            defaultValue={session.language}
            aria-describedby="profile-language-note"
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={languageInfo[language].htmlLang}>
                {languageInfo[language].nativeName}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          Save profile
        </button>
      </form>
    </section>
  );
}
