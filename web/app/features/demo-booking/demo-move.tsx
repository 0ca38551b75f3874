import { DEMO_TIME_ZONE } from "@ikey/contracts/demo-booking";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { dayName } from "../../forms/demo-slots/day-name";
import DemoSlotPicker from "../../forms/demo-slots/demo-slot-picker";
import { Field } from "../../forms/field";
import * as m from "../../paraglide/messages.js";
import { type LinkProblem, problemText } from "./link-problems";

export interface DemoMoveProps {
  /** The demo's day: its free times are the first offered. */
  readonly fromDate: string;
  readonly busy: boolean;
  readonly problem: LinkProblem | null;
  /** Counts the times the chosen time turned out taken: each asks for the day's free times again. */
  readonly refusals: number;
  onMove(date: string, time: string): void;
  onKeep(): void;
}

/** Today in Malaysia, "YYYY-MM-DD": no earlier day can be chosen. */
function malaysiaToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: DEMO_TIME_ZONE }).format(new Date());
}

/**
 * The demo page's move step: a date, that day's free times (the Request a Demo dialog's picker, so
 * a day without one offers the next that has one), and, once a time is chosen, the button that
 * moves the demo there. Loaded when the demo is shown, apart from the page's own code.
 */
export default function DemoMove({ fromDate, busy, problem, refusals, onMove, onKeep }: DemoMoveProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [date, setDate] = useState(fromDate);
  const [time, setTime] = useState("");

  // Keyboard and screen-reader users continue where the step begins.
  useEffect(() => heading.current?.focus(), []);
  // A time someone else took is no longer the choice.
  useEffect(() => {
    if (refusals > 0) setTime("");
  }, [refusals]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (time && !busy) onMove(date, time);
  };

  return (
    <form className="demo-link-step" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {m.demo_booking_move_heading()}
      </h2>
      <Field label={m.demo_booking_new_date()}>
        {(id) => (
          <input
            id={id}
            type="date"
            min={malaysiaToday()}
            value={date}
            onChange={(event) => {
              setDate(event.currentTarget.value);
              setTime("");
            }}
          />
        )}
      </Field>
      {/* Mounted anew after a refusal, so the list no longer holds the time just taken. */}
      <DemoSlotPicker
        key={refusals}
        date={date}
        chosen={time}
        onChoose={setTime}
        onShowDate={(next) => {
          setDate(next);
          setTime("");
        }}
      />
      <p className="demo-link-problem" role="status">
        {problem ? problemText(problem) : ""}
      </p>
      <div className="demo-link-actions">
        {time && (
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? m.demo_booking_busy() : m.demo_booking_move_to({ time, date: dayName(date) })}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={onKeep}>
          {m.demo_booking_keep_time()}
        </button>
      </div>
    </form>
  );
}
