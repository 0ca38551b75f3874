import { dayNumberOf } from "@ikey/contracts/calendar-day";
import type { DemoHoursChanged, DemoMemberHours } from "@ikey/contracts/console-api-schemas";
import { daysOffAdditionSchema } from "@ikey/contracts/demo-booking-hours";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ActionOutcome } from "../../lib/console/console-outcome";
import { useConsoleFetcher } from "../../lib/console/use-console-submit";
import { controlFor, type FieldProblem, firstIssue, focusProblem, ProblemText, problemOf } from "./demo-hours-problems";
import { dayLabel } from "./demo-hours-wording";

const FORM = "demo-days-off";

/**
 * A sales member's days off from today on (Malaysia's calendar): no demos are offered with them
 * on these days. One day or a range is added at a time, and each is removed on its own.
 */
export function DemoDaysOff({
  member,
  today,
  byAdmin,
}: {
  readonly member: DemoMemberHours;
  readonly today: string;
  readonly byAdmin: boolean;
}) {
  const adding = useConsoleFetcher<DemoHoursChanged>();
  const removing = useConsoleFetcher<DemoHoursChanged>();
  const [range, setRange] = useState({ from: "", to: "" });
  const [checked, setChecked] = useState<FieldProblem | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const problem = checked ?? problemOf(adding.outcome);
  // The last outcome of either, the newer one: each form's fetcher keeps its own.
  const [latest, setLatest] = useState<"adding" | "removing">("adding");
  const outcome = latest === "adding" ? (problem ? { ok: false, ...problem } : adding.outcome) : removing.outcome;

  // Added: the form starts empty again, in the same render as the outcome saying so.
  const [shown, setShown] = useState(adding.outcome);
  if (adding.outcome !== shown) {
    setShown(adding.outcome);
    if (adding.outcome?.ok) setRange({ from: "", to: "" });
  }
  useEffect(() => focusProblem(FORM, problemOf(adding.outcome)), [adding.outcome]);
  // A removed day's button is gone: the keyboard goes back to the list's heading.
  useEffect(() => {
    if (removing.outcome) heading.current?.focus();
  }, [removing.outcome]);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLatest("adding");
    // Checked against the server's today, which the page was given, as the server will check it.
    const calendar = { today: () => dayNumberOf(today) ?? 0 };
    const parsed = daysOffAdditionSchema(calendar).safeParse(range.to ? range : { from: range.from });
    if (!parsed.success) {
      const found = firstIssue(parsed.error.issues) ?? { message: "Check the days." };
      setChecked(found);
      focusProblem(FORM, found);
      return;
    }
    setChecked(null);
    void adding.send({ intent: "add-days-off", id: member.id, email: member.email, ...parsed.data });
  };
  const remove = (day: string) => {
    setLatest("removing");
    void removing.send({ intent: "remove-day-off", id: member.id, email: member.email, day });
  };

  const from = controlFor(FORM, "from", problem);
  const to = controlFor(FORM, "to", problem);
  return (
    <section aria-labelledby={`${FORM}-title`} className="console-panel">
      <h2 id={`${FORM}-title`} ref={heading} tabIndex={-1}>
        Days off{byAdmin ? ` of ${member.email}` : ""}
      </h2>
      <ActionOutcome outcome={outcome} />
      {member.daysOff.length === 0 ? (
        <p>No days off from today on.</p>
      ) : (
        <ul className="demo-hours-days-off">
          {member.daysOff.map((day) => (
            <li key={day} className="demo-hours-day-off">
              <span>{dayLabel(day)}</span>
              <button
                type="button"
                className="button button-secondary"
                disabled={removing.busy}
                onClick={() => remove(day)}
              >
                Remove<span className="visually-hidden"> {dayLabel(day)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="console-inline-form" onSubmit={add} noValidate aria-label="Add days off">
        <div className="field">
          <label htmlFor={from.id}>First day off</label>
          <input
            id={from.id}
            type="date"
            min={today}
            value={range.from}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
            {...from.invalidProps}
          />
          <ProblemText id={from.problemId} problem={from.problem} />
        </div>
        <div className="field">
          <label htmlFor={to.id}>Last day off (for more than one)</label>
          <input
            id={to.id}
            type="date"
            min={range.from || today}
            value={range.to}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
            {...to.invalidProps}
          />
          <ProblemText id={to.problemId} problem={to.problem} />
        </div>
        <button type="submit" className="button button-primary" disabled={adding.busy}>
          {adding.busy ? "Adding…" : "Add days off"}
        </button>
      </form>
    </section>
  );
}
