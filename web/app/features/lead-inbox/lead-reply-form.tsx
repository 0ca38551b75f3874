import type { LeadDetail } from "@ikey/contracts/console-api-schemas";
import { leadGreetings, memberDisplayName, REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from "@ikey/contracts/lead-replies";
import { type FormEvent, useEffect, useRef } from "react";
import { ActionOutcome, type ConsoleOutcome } from "../../lib/console/console-outcome";
import { useConsole } from "../../lib/console/staff-session";
import { useConsoleFetcher } from "../../lib/console/use-console-submit";

/** Marks a field the server refused and points it at the outcome that says why. */
function refusedProps(outcome: ConsoleOutcome | undefined, field: string) {
  return outcome?.ok === false && outcome.field === field
    ? { "aria-invalid": true as const, "aria-describedby": "lead-reply-outcome" }
    : {};
}

/**
 * An e-mail to the lead (docs/decisions/0031-lead-replies.md): it goes from the site's address
 * under the member's name, and the lead's answer comes to the member. The message starts with a
 * greeting in the lead's language. A lead without an address gets a sentence saying why, not a form.
 */
export function LeadReplyForm({ lead }: { readonly lead: LeadDetail }) {
  const { session } = useConsole();
  const { send, busy, outcome } = useConsoleFetcher();
  const form = useRef<HTMLFormElement>(null);
  // Sent: the form starts again from the greeting. Refused: the keyboard goes to the field at fault.
  const sent = outcome?.ok ? outcome.serial : 0;
  useEffect(() => {
    const field = outcome?.ok === false ? outcome.field : undefined;
    if (field) form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }, [outcome]);

  if (lead.status === "spam") {
    return (
      <section aria-labelledby="reply-title" className="console-panel">
        <h2 id="reply-title">Reply by e-mail</h2>
        <p className="console-note">
          This lead is marked as spam, so it gets no reply. Move it out of spam to answer it.
        </p>
      </section>
    );
  }
  if (!lead.replyAddress) {
    return (
      <section aria-labelledby="reply-title" className="console-panel">
        <h2 id="reply-title">Reply by e-mail</h2>
        <p className="console-note">
          This lead gave no e-mail address, so it cannot be answered by e-mail. Call or message them instead.
        </p>
      </section>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    void send({ intent: "reply", subject: String(values.get("subject")), body: String(values.get("body")) });
  };
  const name = session ? memberDisplayName(session) : "";
  return (
    <section aria-labelledby="reply-title" className="console-panel">
      <h2 id="reply-title">Reply by e-mail</h2>
      <p className="console-note">
        To {lead.replyAddress}. It goes from the site's address{name && ` as “${name} at iKEY”`}, and answers come to
        {session ? ` you at ${session.email}` : " you"}. It shows in the timeline.
      </p>
      <div id="lead-reply-outcome">
        <ActionOutcome outcome={busy ? null : outcome} />
      </div>
      <form ref={form} className="console-form" key={`reply-${sent}`} onSubmit={submit}>
        <div className="field">
          <label htmlFor="lead-reply-subject">Subject</label>
          <input
            id="lead-reply-subject"
            name="subject"
            required
            maxLength={REPLY_SUBJECT_MAX}
            {...refusedProps(outcome, "subject")}
          />
        </div>
        <div className="field">
          <label htmlFor="lead-reply-body">Message</label>
          <textarea
            id="lead-reply-body"
            name="body"
            rows={8}
            required
            maxLength={REPLY_BODY_MAX}
            defaultValue={`${leadGreetings[lead.language](lead.name)}\n\n`}
            {...refusedProps(outcome, "body")}
          />
        </div>
        <div className="console-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? "Sending…" : "Send e-mail"}
          </button>
        </div>
      </form>
    </section>
  );
}
