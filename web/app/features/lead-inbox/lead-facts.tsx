import type { LeadDetail } from "@ikey/contracts/console-api-schemas";
import { businessDuration, type FirstContactKind } from "@ikey/contracts/first-response";
import { languageInfo } from "@ikey/contracts/languages";
import type { AttributionKey } from "@ikey/contracts/lead-attribution";
import { attributionLabels } from "@ikey/contracts/lead-field-labels";
import { malaysiaTime } from "../../lib/console/malaysia-time";

const deliveryLabels: Record<LeadDetail["delivery"]["state"], string> = {
  none: "No e-mail (caught as spam)",
  queued: "Queued",
  sent: "Sent",
  retrying: "Retrying",
  failed: "Failed",
};

const contactKindLabels: Record<FirstContactKind, string> = {
  status: "a status change",
  reply: "a reply",
  call: "a call",
};

/** The lead's first contact, or how long it has waited for one, in business hours (docs/decisions/0029). */
function FirstContact({ lead }: { readonly lead: LeadDetail }) {
  if (lead.firstContact) {
    const { at, kind } = lead.firstContact;
    const after = lead.waitingMinutes === null ? "" : `, after ${businessDuration(lead.waitingMinutes)}`;
    return (
      <dd>
        {malaysiaTime(at)}, by {contactKindLabels[kind]}
        {after}
      </dd>
    );
  }
  if (lead.waitingMinutes === null) return <dd>None</dd>;
  return (
    <dd>
      None yet: waiting {businessDuration(lead.waitingMinutes)}
      {lead.overTarget && <strong className="over-target"> Past the target</strong>}
    </dd>
  );
}

/** What came in, from where, what became of its sales e-mail, and why it might be spam. */
export function LeadFacts({ lead }: { readonly lead: LeadDetail }) {
  const { delivery, signals } = lead;
  return (
    <>
      <section aria-labelledby="fields-title" className="console-panel">
        <h2 id="fields-title">As submitted</h2>
        <dl className="console-facts">
          {lead.fields.map((field) => (
            <div key={field.name}>
              <dt>{field.label}</dt>
              <dd>{field.value || "—"}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="origin-title" className="console-panel">
        <h2 id="origin-title">Where it came from</h2>
        <dl className="console-facts">
          <div>
            <dt>Received</dt>
            <dd>{malaysiaTime(lead.receivedAt)}</dd>
          </div>
          <div>
            <dt>First contact (business hours)</dt>
            <FirstContact lead={lead} />
          </div>
          <div>
            <dt>Form</dt>
            <dd>{lead.formTitle}</dd>
          </div>
          <div>
            <dt>Page</dt>
            <dd>{lead.page ?? "Not known"}</dd>
          </div>
          {(Object.entries(attributionLabels) as [AttributionKey, string][]).map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{lead.attribution[key] ?? "None"}</dd>
            </div>
          ))}
          <div>
            <dt>Language</dt>
            <dd>{languageInfo[lead.language].nativeName}</dd>
          </div>
          <div>
            <dt>Browser</dt>
            <dd>{lead.userAgent || "Not known"}</dd>
          </div>
          <div>
            <dt>Sales e-mail</dt>
            <dd>
              {deliveryLabels[delivery.state]}
              {delivery.sentAt !== null && ` at ${malaysiaTime(delivery.sentAt)}`}
              {delivery.state === "retrying" && ` after ${delivery.attempts} attempts: ${delivery.lastError ?? ""}`}
              {delivery.state === "failed" && `: ${delivery.lastError ?? ""}`}
            </dd>
          </div>
          <div>
            <dt>Honeypot</dt>
            <dd>{signals.honeypot ? "Filled in (a bot, most likely)" : "Empty"}</dd>
          </div>
          <div>
            <dt>Attestation</dt>
            <dd>{signals.attested === null ? "Not in use" : signals.attested ? "Verified" : "Missing or invalid"}</dd>
          </div>
          <div>
            <dt>Leads from this client in the day before</dt>
            <dd>{signals.sameClientDay}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
