import type { AuditEntryView } from "@ikey/contracts/console-api-schemas";
import { type LeadStatus, leadStatusLabels } from "@ikey/contracts/lead-inbox";
import type { ReactNode } from "react";
import { Link } from "../../components/localized-link";

/*
 * An audit entry as a sentence a person reads (issue 49, point 13): who did what to what, the
 * "what" a link to it where the console shows it (a lead, the staff, an incident). The action's
 * name stays beside it, as the filter takes it; an action without a sentence here reads as its name.
 */

type Detail = Readonly<Record<string, unknown>>;
const text = (value: unknown) => (value === null || value === undefined || value === "" ? "nobody" : String(value));
const statusOf = (value: unknown) => leadStatusLabels[value as LeadStatus] ?? text(value);

/** What an entry's target names, and where the console shows it. */
function targetLink(entry: AuditEntryView): ReactNode {
  const target = entry.target;
  if (!target) return null;
  const lead = /^lead (\d+)$/.exec(target);
  if (lead && entry.action !== "lead.erase") return <Link to={`/staff/leads/${lead[1]}`}>lead {lead[1]}</Link>;
  if (entry.action.startsWith("staff.")) return <Link to="/staff/members">{target}</Link>;
  if (entry.action.startsWith("incident.")) return <Link to="/staff/incidents">incident {target}</Link>;
  return target;
}

/** Each action's words: before the target, and after it (from the facts the entry keeps). */
const SENTENCES: Record<string, (detail: Detail) => readonly [string, string?]> = {
  "lead.view": () => ["opened"],
  "lead.status": (d) => ["moved", `from ${statusOf(d.from)} to ${statusOf(d.to)}`],
  "lead.assignee": (d) => (d.to ? ["assigned", `to ${text(d.to)}`] : ["unassigned"]),
  "lead.note": () => ["added a note to"],
  "lead.erase": () => ["erased"],
  "lead.export": (d) => [`exported ${text(d.rows)} leads of a view as CSV`],
  "lead.contact.reply": () => ["replied by e-mail to"],
  "lead.contact.attempt": (d) => [`followed the ${text(d.channel)} link of`],
  "lead.contact.outcome": (d) => [`logged a ${text(d.channel)} contact with`, `: ${text(d.outcome)}`],
  "demo.move": (d) => ["moved the demo of", `from ${text(d.from)} to ${text(d.to)} (Malaysia time)`],
  "demo.cancel": () => ["cancelled the demo of"],
  "demo.held": () => ["marked the demo of", "held"],
  "demo.no-show": () => ["marked the demo of", "a no-show"],
  "demo.hours": () => ["changed the demo hours"],
  "demo.rules": () => ["changed the booking rules"],
  "demo.days-off-add": () => ["added days off"],
  "demo.day-off-remove": () => ["removed a day off"],
  "first-response.target": (d) => [`set the response target from ${text(d.from)} to ${text(d.to)} minutes`],
  "lead-assignment.mode": (d) => [`set how new leads are assigned from ${text(d.from)} to ${text(d.to)}`],
  "staff.invite": (d) => ["invited", `as ${text(d.role)}`],
  "staff.enrol": () => ["finished enrolling"],
  "staff.role": (d) => ["changed the role of", `from ${text(d.from)} to ${text(d.to)}`],
  "staff.disable": () => ["disabled"],
  "staff.end-sessions": () => ["ended the sessions of"],
  "staff.password": () => ["changed the password of"],
  "staff.profile": () => ["updated the profile of"],
  "staff.sign-in": () => ["signed in"],
  "staff.sign-in-failed": () => ["failed to sign in as"],
  "staff.sign-out": () => ["signed out"],
  "account.lookup": () => ["looked up the account"],
  "incident.open": () => ["opened"],
  "incident.dismiss-suggestion": () => ["dismissed the suggested incident"],
};

/** "sales@ikey.example moved lead 12 from New to Contacted." */
export function AuditSentence({ entry }: { readonly entry: AuditEntryView }) {
  const words = SENTENCES[entry.action]?.(entry.detail ?? {});
  const target = targetLink(entry);
  if (!words) {
    return (
      <>
        {entry.actor} <code>{entry.action}</code>
        {target && <> {target}</>}.
      </>
    );
  }
  const [before, after] = words;
  return (
    <>
      {entry.actor} {before}
      {target && <> {target}</>}
      {after && (after.startsWith(":") ? after : ` ${after}`)}.
    </>
  );
}
