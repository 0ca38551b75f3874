import { useRef, useState } from "react";
import { Field } from "../../forms/field";
import { Honeypot } from "../../forms/honeypot";
import { PersonalDataNotice } from "../../forms/personal-data-notice";
import { useFormSubmit } from "../../forms/use-form-submit";
import { onDemand } from "../../lib/on-demand";
import { useHydrated } from "../../lib/use-hydrated";
import * as m from "../../paraglide/messages.js";

// The check and the call (zod) load on first focus, or on the first send.
const loadLogic = onDemand(() => import("./subscribe-submit"));

/**
 * The form itself, with the site's checked submit: busy while checking and sending, one alert for
 * the first failing check (the field marked and focused), an alert with the server's words when it
 * refuses. After a send that worked the parent mounts a fresh one (a new key), empty and ready.
 */
function SubscribeForm({ ready, onSubscribed }: { readonly ready: boolean; readonly onSubscribed: () => void }) {
  const { busy, onSubmit, prepare, invalidProps } = useFormSubmit({
    load: loadLogic,
    onSent: onSubscribed,
    failureAlert: m.status_subscribe_failed(),
  });

  return (
    <form className="lead-form subscribe-form" noValidate onSubmit={onSubmit} onFocus={prepare}>
      <Field label={m.status_subscribe_email_label()} required>
        {(id) => (
          <input
            id={id}
            name="email"
            type="email"
            autoComplete="email"
            aria-required="true"
            {...invalidProps("email")}
          />
        )}
      </Field>
      <Honeypot />
      <div>
        <button type="submit" className="button button-primary" disabled={busy || !ready}>
          {busy ? m.status_subscribe_busy() : m.status_subscribe_submit()}
        </button>
      </div>
      <PersonalDataNotice purpose={m.status_updates_purpose()} keeping={m.status_updates_personal_data_keeping()} />
    </form>
  );
}

/**
 * The subscription form and the line that says a confirmation e-mail is on its way (a polite live
 * region, its height reserved so it moves nothing). Loaded as the box nears the screen
 * (subscribe-section.tsx); its HTML is in the prerendered page.
 */
export function SubscribeBox() {
  // The prerendered button is disabled until this code has hydrated the form (useHydrated).
  const ready = useHydrated();
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

  const onSubscribed = () => {
    setSent(true);
    setRound((current) => current + 1);
    // The form the visitor was in is replaced: continue at the message instead of the page's top.
    requestAnimationFrame(() => status.current?.focus());
  };

  return (
    <>
      <SubscribeForm key={round} ready={ready} onSubscribed={onSubscribed} />
      <p ref={status} className="subscribe-status" role="status" tabIndex={-1}>
        {sent ? m.status_subscribe_sent() : ""}
      </p>
    </>
  );
}
