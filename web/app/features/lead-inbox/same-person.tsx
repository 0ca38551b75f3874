import type { LeadDetail } from "@ikey/contracts/console-api-schemas";
import { leadStatusLabels, SAME_PERSON_DAYS } from "@ikey/contracts/lead-inbox";
import { Link } from "../../components/localized-link";
import { malaysiaTime } from "../../lib/console/malaysia-time";

type Other = LeadDetail["samePersonLeads"][number];

/** "another lead" or "3 other leads": how the inbox and a lead's page count the same person's others. */
export function otherLeads(count: number): string {
  return count === 1 ? "another lead" : `${count} other leads`;
}

function shared(other: Other): string {
  if (other.sameEmail && other.samePhone) return "same e-mail and phone";
  return other.sameEmail ? "same e-mail" : "same phone";
}

/**
 * The same person's other leads (docs/decisions/0030-same-person.md), each a link to its page:
 * nothing is merged, so a member sees them side by side and decides. Nothing shows when there are none.
 */
export function SamePerson({ lead }: { readonly lead: LeadDetail }) {
  const others = lead.samePersonLeads;
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="same-person-title" className="console-panel">
      <h2 id="same-person-title">Same person as {otherLeads(others.length)}</h2>
      <p>
        Sent within {SAME_PERSON_DAYS} days of this one with the same e-mail or phone number. Each lead stays as it
        came; nothing is merged.
      </p>
      <ul className="same-person-list">
        {others.map((other) => (
          <li key={other.id}>
            <Link to={`/staff/leads/${other.id}`}>
              {other.formTitle} from {other.name || "(no name)"}
            </Link>
            , received <time dateTime={new Date(other.receivedAt).toISOString()}>{malaysiaTime(other.receivedAt)}</time>
            , {leadStatusLabels[other.status]}, {shared(other)}
          </li>
        ))}
      </ul>
    </section>
  );
}
