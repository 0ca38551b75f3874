import type { LeadDetail } from "@ikey/contracts/console-api-schemas";
import {
  CONTACT_CHANNELS,
  CONTACT_NOTE_MAX,
  CONTACT_OUTCOMES,
  type ContactChannel,
  contactOutcomeLabels,
  leadContactLinks,
  OUTCOME_CHANNELS,
} from "@ikey/contracts/lead-replies";
import type { FormEvent, MouseEvent } from "react";
import { useRevalidator } from "react-router";
import { consoleBeacon } from "../../lib/console/console-api";
import { ActionOutcome } from "../../lib/console/console-outcome";
import { useConsoleFetcher } from "../../lib/console/use-console-submit";

const linkLabels: Record<ContactChannel, string> = {
  phone: "Call",
  whatsapp: "WhatsApp",
  email: "Write from your mail program",
};
const outcomeChannelLabels: Record<(typeof OUTCOME_CHANNELS)[number], string> = { phone: "Call", whatsapp: "WhatsApp" };

/**
 * Reaching the lead (docs/decisions/0031-lead-replies.md): its phone as a call link and a WhatsApp
 * chat with a greeting in its language already typed, its e-mail as a mail link. Following one
 * records a contact attempt without holding the link up; how a call or chat went is one click,
 * with an optional note.
 */
export function LeadContactPanel({ lead }: { readonly lead: LeadDetail }) {
  const links = leadContactLinks(lead, lead.replyAddress);
  const revalidator = useRevalidator();
  const { send, busy, outcome } = useConsoleFetcher();
  const logged = outcome?.ok ? outcome.serial : 0;
  // Sent as the link opens; once the server has it, the timeline is read again to show it.
  const attempted = (channel: ContactChannel) => () => {
    void consoleBeacon(`/leads/${lead.id}/contact-attempts`, { channel }).then((ok) => {
      if (ok) void revalidator.revalidate();
    });
  };
  // One click: the button says how it went, the form gives the channel and the note.
  const log = (outcome: string) => (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const values = new FormData(form);
    void send({
      intent: "outcome",
      channel: String(values.get("channel")),
      outcome,
      note: String(values.get("note") ?? ""),
    });
  };
  const reachable = CONTACT_CHANNELS.filter((channel) => links[channel]);
  return (
    <section aria-labelledby="contact-title" className="console-panel">
      <h2 id="contact-title">Reach this lead</h2>
      {reachable.length === 0 ? (
        <p className="console-note">This lead gave neither a phone number nor an e-mail address.</p>
      ) : (
        <ul className="lead-contact-links">
          {reachable.map((channel) => (
            <li key={channel}>
              <a
                className="button button-secondary"
                href={links[channel]}
                onClick={attempted(channel)}
                {...(channel === "whatsapp" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                {linkLabels[channel]}
                {channel === "whatsapp" && <span className="visually-hidden"> (opens in a new tab)</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
      {links.phone && (
        <form
          className="console-form"
          key={`outcome-${logged}`}
          onSubmit={(event: FormEvent) => event.preventDefault()}
          aria-labelledby="outcome-title"
        >
          <h3 id="outcome-title" className="lead-outcome-title">
            How did it go?
          </h3>
          <ActionOutcome outcome={busy ? null : outcome} />
          <fieldset className="console-fieldset">
            <legend>Contact by</legend>
            {OUTCOME_CHANNELS.map((channel, index) => (
              <label key={channel} className="checkbox">
                <input type="radio" name="channel" value={channel} defaultChecked={index === 0} />
                <span>{outcomeChannelLabels[channel]}</span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="contact-note">Details (optional)</label>
            <textarea id="contact-note" name="note" rows={2} maxLength={CONTACT_NOTE_MAX} />
          </div>
          <div className="console-actions">
            {CONTACT_OUTCOMES.map((value) => (
              <button key={value} type="button" className="button button-primary" disabled={busy} onClick={log(value)}>
                {contactOutcomeLabels[value]}
              </button>
            ))}
          </div>
        </form>
      )}
    </section>
  );
}
