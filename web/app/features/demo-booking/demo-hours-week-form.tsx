import type { DemoHours, DemoHoursChanged, DemoMemberHours } from "@ikey/contracts/console-api-schemas";
import { minutesOf } from "@ikey/contracts/day-time";
import type { HoursRange } from "@ikey/contracts/demo-booking";
import {
  DAILY_MAXIMUM_RANGE,
  demoAvailabilityChangeSchema,
  HOURS_STEP_MINUTES,
  STRETCHES_PER_DAY_MAX,
  WEEKDAYS_MONDAY_FIRST,
} from "@ikey/contracts/demo-booking-hours";
import { type FormEvent, useEffect, useState } from "react";
import { ActionOutcome } from "../../lib/console/console-outcome";
import { useConsoleFetcher } from "../../lib/console/use-console-submit";
import { controlFor, type FieldProblem, firstIssue, focusProblem, ProblemText, problemOf } from "./demo-hours-problems";

const FORM = "demo-week";

/** "HH:MM", `minutes` after "HH:MM", kept within the day. */
function later(time: string, minutes: number): string {
  const total = Math.min(minutesOf(time) + minutes, 24 * 60 - HOURS_STEP_MINUTES);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** A new stretch: the hour after the day's last one, or on an empty day the default hours' first. */
function nextStretch(day: readonly HoursRange[], defaults: DemoHours["defaults"]): HoursRange {
  const last = day.at(-1);
  if (last) return { start: last.end, end: later(last.end, 60) };
  return defaults.weeklyHours.flat()[0] ?? { start: "09:00", end: later("09:00", 60) };
}

/**
 * A sales member's week: whether they take demos, for each weekday the stretches (Malaysia time)
 * demos can start and end in, and their daily maximum, which only an admin may raise. Checked in
 * the browser with the server's own schema before it is sent; the first problem, the browser's or
 * the server's, is announced above the form, shown under its input and given the keyboard.
 */
export function DemoWeekForm({
  member,
  defaults,
  byAdmin,
}: {
  readonly member: DemoMemberHours;
  readonly defaults: DemoHours["defaults"];
  readonly byAdmin: boolean;
}) {
  const [takesDemos, setTakesDemos] = useState(member.takesDemos);
  const [week, setWeek] = useState<HoursRange[][]>(() => member.weeklyHours.map((day) => [...day]));
  const [dailyMaximum, setDailyMaximum] = useState(String(member.dailyMaximum));
  const [checked, setChecked] = useState<FieldProblem | null>(null);
  const [filledIn, setFilledIn] = useState(false);
  const { send, busy, outcome } = useConsoleFetcher<DemoHoursChanged>();
  const problem = checked ?? problemOf(outcome);
  const whose = byAdmin ? member.email : "you";

  useEffect(() => focusProblem(FORM, problemOf(outcome)), [outcome]);

  const changeDay = (weekday: number, change: (day: HoursRange[]) => HoursRange[]) =>
    setWeek((before) => before.map((day, index) => (index === weekday ? change(day) : day)));
  const addStretch = (weekday: number) => {
    const day = week[weekday] ?? [];
    changeDay(weekday, (stretches) => [...stretches, nextStretch(stretches, defaults)]);
    // The new stretch's first input takes the keyboard once it is there.
    requestAnimationFrame(() => document.getElementById(`${FORM}-weeklyHours-${weekday}-${day.length}-start`)?.focus());
  };
  const removeStretch = (weekday: number, index: number) => {
    changeDay(weekday, (stretches) => stretches.filter((_, position) => position !== index));
    requestAnimationFrame(() => document.getElementById(`${FORM}-add-${weekday}`)?.focus());
  };

  const fillInDefaults = () => {
    setWeek(defaults.weeklyHours.map((day) => [...day]));
    setChecked(null);
    setFilledIn(true);
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilledIn(false);
    const change = {
      takesDemos,
      weeklyHours: week,
      dailyMaximum: dailyMaximum.trim() === "" ? Number.NaN : Number(dailyMaximum),
    };
    const parsed = demoAvailabilityChangeSchema.safeParse(change);
    if (!parsed.success) {
      const found = firstIssue(parsed.error.issues) ?? { message: "Check the hours." };
      setChecked(found);
      focusProblem(FORM, found);
      return;
    }
    setChecked(null);
    void send({ intent: "hours", id: member.id, email: member.email, ...parsed.data });
  };

  const maximum = controlFor(FORM, "dailyMaximum", problem);
  const maximumHint = `${FORM}-dailyMaximum-hint`;
  return (
    <section aria-labelledby={`${FORM}-title`} className="console-panel">
      <h2 id={`${FORM}-title`}>Weekly hours{byAdmin ? ` of ${member.email}` : ""}</h2>
      <p>
        Visitors can book a demo with {whose} that starts and ends within these hours, in Malaysia time.
        {!member.saved && " These are the default hours until they are saved."}
      </p>
      <ActionOutcome
        outcome={
          problem
            ? { ok: false, ...problem }
            : filledIn
              ? { ok: true, message: "The default hours are filled in: save to keep them." }
              : outcome
        }
      />
      <form className="console-form" onSubmit={save} noValidate aria-labelledby={`${FORM}-title`}>
        <label className="checkbox">
          <input type="checkbox" checked={takesDemos} onChange={(event) => setTakesDemos(event.target.checked)} />
          <span>Takes demos: visitors can book {byAdmin ? "this member" : "you"}</span>
        </label>
        {WEEKDAYS_MONDAY_FIRST.map(({ index: weekday, name }) => {
          const day = week[weekday] ?? [];
          return (
            <fieldset key={name} className="console-fieldset demo-hours-day">
              <legend>{name}</legend>
              {day.length === 0 ? (
                <p className="demo-hours-none">No demos on {name}s.</p>
              ) : (
                <ul className="demo-hours-stretches">
                  {day.map((range, index) => (
                    <StretchRow
                      // Stretches have no identity of their own: their place is their key.
                      key={index}
                      weekday={weekday}
                      dayName={name}
                      index={index}
                      range={range}
                      problem={problem ?? undefined}
                      onChange={(next) =>
                        changeDay(weekday, (stretches) =>
                          stretches.map((stretch, position) => (position === index ? next : stretch)),
                        )
                      }
                      onRemove={() => removeStretch(weekday, index)}
                    />
                  ))}
                </ul>
              )}
              {day.length < STRETCHES_PER_DAY_MAX && (
                <button
                  type="button"
                  id={`${FORM}-add-${weekday}`}
                  className="button button-secondary"
                  onClick={() => addStretch(weekday)}
                >
                  Add hours<span className="visually-hidden"> on {name}</span>
                </button>
              )}
            </fieldset>
          );
        })}
        <div className="field">
          <label htmlFor={maximum.id}>Daily maximum (demos a day)</label>
          <input
            id={maximum.id}
            type="number"
            inputMode="numeric"
            min={DAILY_MAXIMUM_RANGE.min}
            max={byAdmin ? DAILY_MAXIMUM_RANGE.max : member.dailyMaximum}
            step={1}
            value={dailyMaximum}
            onChange={(event) => setDailyMaximum(event.target.value)}
            {...maximum.invalidProps}
            aria-describedby={[maximumHint, maximum.problem ? maximum.problemId : ""].join(" ").trim()}
          />
          <p id={maximumHint} className="demo-hours-hint">
            {byAdmin
              ? `From ${DAILY_MAXIMUM_RANGE.min} to ${DAILY_MAXIMUM_RANGE.max}.`
              : "You can lower it; only an admin can raise it."}
          </p>
          <ProblemText id={maximum.problemId} problem={maximum.problem} />
        </div>
        <div className="console-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? "Saving…" : "Save weekly hours"}
          </button>
          <button type="button" className="button button-secondary" onClick={fillInDefaults}>
            Fill in the default hours
          </button>
        </div>
      </form>
    </section>
  );
}

function StretchRow({
  weekday,
  dayName,
  index,
  range,
  problem,
  onChange,
  onRemove,
}: {
  readonly weekday: number;
  readonly dayName: string;
  readonly index: number;
  readonly range: HoursRange;
  readonly problem: FieldProblem | undefined;
  readonly onChange: (range: HoursRange) => void;
  readonly onRemove: () => void;
}) {
  const path = `weeklyHours.${weekday}.${index}`;
  const start = controlFor(FORM, `${path}.start`, problem);
  const end = controlFor(FORM, `${path}.end`, problem);
  const which = `${dayName}, hours ${index + 1}: `;
  return (
    <li className="demo-hours-stretch">
      <div className="field">
        <label htmlFor={start.id}>
          <span className="visually-hidden">{which}</span>From
        </label>
        <input
          id={start.id}
          type="time"
          step={HOURS_STEP_MINUTES * 60}
          value={range.start}
          onChange={(event) => onChange({ ...range, start: event.target.value })}
          {...start.invalidProps}
        />
      </div>
      <div className="field">
        <label htmlFor={end.id}>
          <span className="visually-hidden">{which}</span>Until
        </label>
        <input
          id={end.id}
          type="time"
          step={HOURS_STEP_MINUTES * 60}
          value={range.end}
          onChange={(event) => onChange({ ...range, end: event.target.value })}
          {...end.invalidProps}
        />
      </div>
      <button type="button" className="button button-secondary" onClick={onRemove}>
        Remove<span className="visually-hidden"> {which.slice(0, -2)}</span>
      </button>
      <ProblemText id={start.problemId} problem={start.problem} />
      <ProblemText id={end.problemId} problem={end.problem} />
    </li>
  );
}
