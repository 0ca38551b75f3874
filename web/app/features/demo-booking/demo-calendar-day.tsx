import type { ConsoleDemo } from "@ikey/contracts/console-api-schemas";
import type { DemoOutcome } from "@ikey/contracts/demo-booking";
import { Link } from "../../components/localized-link";
import { TableRegion } from "../../lib/console/table-region";
import { clockTime, dayTitle } from "./demo-calendar-format";

const statusLabels: Record<ConsoleDemo["status"], string> = {
  confirmed: "Booked",
  held: "Held",
  "no-show": "No-show",
};

/** A phone number as a call link: its digits, and a leading + when it has one. */
const telOf = (phone: string) => `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

interface DemoActions {
  readonly busy: boolean;
  onMark(demo: ConsoleDemo, outcome: DemoOutcome): void;
  onMove(demo: ConsoleDemo, opener: HTMLElement): void;
  onCancel(demo: ConsoleDemo, opener: HTMLElement): void;
}

/** One day's demos, as a table: its heading names the day, and each row what can be done with the demo. */
export function DemoDay({
  day,
  today,
  demos,
  ...actions
}: { readonly day: string; readonly today: boolean; readonly demos: readonly ConsoleDemo[] } & DemoActions) {
  const titleId = `demos-${day}`;
  return (
    <section aria-labelledby={titleId} className="console-panel">
      <h3 id={titleId}>
        {dayTitle(day)}
        {today && " (today)"}
      </h3>
      {demos.length === 0 ? (
        <p>No demos.</p>
      ) : (
        // Named for its day: the page's own section is "Demos", and a week has seven tables (axe's landmark-unique).
        <TableRegion label={`Demos on ${dayTitle(day)}`}>
          <table className="console-table card-table demo-list">
            <caption className="visually-hidden">Demos on {dayTitle(day)}, your own first</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Length</th>
                <th scope="col">Lead</th>
                <th scope="col">Centre</th>
                <th scope="col">Phone</th>
                <th scope="col">Member</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {demos.map((demo) => (
                <DemoRow key={demo.id} demo={demo} {...actions} />
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}

function DemoRow({ demo, busy, onMark, onMove, onCancel }: { readonly demo: ConsoleDemo } & DemoActions) {
  const who = demo.name || "(no name)";
  return (
    <tr data-demo={demo.id}>
      <td data-label="Time">
        <time dateTime={new Date(demo.startsAt).toISOString()}>{clockTime(demo.startsAt)}</time>
        {"–"}
        <time dateTime={new Date(demo.endsAt).toISOString()}>{clockTime(demo.endsAt)}</time>
      </td>
      <td data-label="Length">{Math.round((demo.endsAt - demo.startsAt) / 60_000)} min</td>
      <th scope="row">
        <Link to={`/staff/leads/${demo.leadId}`}>{who}</Link>
      </th>
      <td data-label="Centre">{demo.centre}</td>
      <td data-label="Phone">{demo.phone && <a href={telOf(demo.phone)}>{demo.phone}</a>}</td>
      <td data-label="Member" className="lead-contact">
        {demo.mine ? `You (${demo.member.email})` : demo.member.email}
      </td>
      <td data-label="Status">
        <span className="status-badge">{statusLabels[demo.status]}</span>
      </td>
      <td className="card-actions">
        <div className="console-row-actions">
          {demo.canMark && (
            <>
              <button
                type="button"
                className="button button-primary"
                disabled={busy}
                aria-label={`Mark the demo with ${who} held`}
                onClick={() => onMark(demo, "held")}
              >
                Held
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                aria-label={`Mark the demo with ${who} a no-show`}
                onClick={() => onMark(demo, "no-show")}
              >
                No-show
              </button>
            </>
          )}
          {demo.canChange && (
            <>
              <button
                type="button"
                className="button button-secondary"
                aria-label={`Move the demo with ${who}`}
                onClick={(event) => onMove(demo, event.currentTarget)}
              >
                Move
              </button>
              <button
                type="button"
                className="button button-secondary"
                aria-label={`Cancel the demo with ${who}`}
                onClick={(event) => onCancel(demo, event.currentTarget)}
              >
                Cancel
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
