import type { ConsoleDemo } from "@ikey/contracts/console-api-schemas";
import { type FormEvent, useEffect, useState } from "react";
import { Modal } from "../../components/ui/modal";
import { consoleApi } from "../../lib/console/console-api";
import { ActionOutcome, type ScreenOutcome } from "../../lib/console/console-outcome";
import { clockTime, dayTitle, malaysiaDayOf } from "./demo-calendar-format";

interface DaySlots {
  readonly slots: readonly { readonly time: string }[];
  readonly nextDate: string | null;
}

type FreeTimes =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "ready"; readonly times: readonly string[]; readonly nextDate: string | null };

/** A day's free start times for the demo (its own time counts as free to it), as the public booking offers them. */
function useFreeTimes(demoId: number | null, date: string): FreeTimes | null {
  const [times, setTimes] = useState<FreeTimes | null>(null);
  useEffect(() => {
    if (demoId === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setTimes(null);
      return;
    }
    let current = true;
    setTimes({ kind: "loading" });
    consoleApi<DaySlots>("GET", `/demos/${demoId}/slots?date=${date}`).then(
      (day) =>
        current && setTimes({ kind: "ready", times: day.slots.map((slot) => slot.time), nextDate: day.nextDate }),
      (error: unknown) =>
        current &&
        setTimes({
          kind: "failed",
          message: error instanceof Error ? error.message : "The free times could not be read.",
        }),
    );
    return () => {
      current = false;
    };
  }, [demoId, date]);
  return times;
}

/**
 * Moves a demo to another free time: a day, then one of its free start times. Its member keeps it
 * when free then; otherwise the next member in turn takes it, and the lead. Both sides get the new
 * invitation.
 */
export function MoveDemoDialog({
  demo,
  open,
  returnFocusTo,
  onClose,
  busy,
  outcome,
  onMove,
}: {
  readonly demo: ConsoleDemo | null;
  readonly open: boolean;
  readonly returnFocusTo: HTMLElement | null;
  onClose(): void;
  readonly busy: boolean;
  /** The last move's refusal, to read beside the form. */
  readonly outcome: ScreenOutcome | undefined;
  onMove(demo: ConsoleDemo, date: string, time: string): void;
}) {
  const [date, setDate] = useState("");
  // Each demo opened starts on its own day.
  useEffect(() => {
    if (demo) setDate(malaysiaDayOf(demo.startsAt));
  }, [demo]);
  const times = useFreeTimes(open && demo ? demo.id : null, date);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const time = new FormData(event.currentTarget).get("time");
    if (demo && typeof time === "string" && time) onMove(demo, date, time);
  };
  const who = demo ? `${demo.name || "(no name)"}, ${demo.centre}` : "";
  return (
    <Modal
      id="move-demo"
      title="Move this demo"
      description={
        demo
          ? `The demo with ${who}, now ${dayTitle(malaysiaDayOf(demo.startsAt))} at ${clockTime(demo.startsAt)} (Malaysia time). Both sides will be e-mailed the new invitation.`
          : ""
      }
      open={open && demo !== null}
      onOpenChange={(next) => !next && onClose()}
      returnFocusTo={returnFocusTo}
    >
      <form className="console-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="move-demo-date">New day</label>
          <input
            id="move-demo-date"
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            required
          />
        </div>
        {times?.kind === "loading" && <p role="status">Finding the free times…</p>}
        {times?.kind === "failed" && <p role="alert">{times.message}</p>}
        {times?.kind === "ready" && times.times.length === 0 && (
          <p role="status">
            No free time on {dayTitle(date)}.{" "}
            {times.nextDate && (
              <button type="button" className="button button-secondary" onClick={() => setDate(times.nextDate ?? date)}>
                Show {dayTitle(times.nextDate)}
              </button>
            )}
          </p>
        )}
        {times?.kind === "ready" && times.times.length > 0 && (
          <div className="field">
            <label htmlFor="move-demo-time">New time (Malaysia time)</label>
            <select id="move-demo-time" name="time" required>
              {times.times.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </div>
        )}
        <ActionOutcome outcome={outcome ?? null} />
        <div className="console-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={busy || times?.kind !== "ready" || times.times.length === 0}
          >
            {busy ? "Moving…" : "Move the demo"}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Keep it
          </button>
        </div>
      </form>
    </Modal>
  );
}
