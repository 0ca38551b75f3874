import type { ConsoleDemo, ConsoleDemoSlots, SlotMember } from "@ikey/contracts/console-api-schemas";
import { type FormEvent, useEffect, useState } from "react";
import { Modal } from "../../components/ui/modal";
import { consoleApi } from "../../lib/console/console-api";
import { ActionOutcome, type ScreenOutcome } from "../../lib/console/console-outcome";
import * as m from "../../paraglide/messages.js";
import { clockTime, dayTitle, malaysiaDayOf } from "./demo-calendar-format";

type FreeTimes =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly message: string }
  | ({ readonly kind: "ready"; readonly times: readonly string[] } & Pick<
      ConsoleDemoSlots,
      "nextDate" | "member" | "members"
    >);

/**
 * A day's free start times for the demo (its own time counts as free to it): its host's own, or,
 * with `member`, the times of the member the person moving it chose to give it to.
 */
function useFreeTimes(demoId: number | null, date: string, member: number | null): FreeTimes | null {
  const [times, setTimes] = useState<FreeTimes | null>(null);
  useEffect(() => {
    if (demoId === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setTimes(null);
      return;
    }
    let current = true;
    setTimes({ kind: "loading" });
    const whose = member === null ? "" : `&member=${member}`;
    consoleApi<ConsoleDemoSlots>("GET", `/demos/${demoId}/slots?date=${date}${whose}`).then(
      (day) =>
        current &&
        setTimes({
          kind: "ready",
          times: day.slots.map((slot) => slot.time),
          nextDate: day.nextDate,
          member: day.member,
          members: day.members,
        }),
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
  }, [demoId, date, member]);
  return times;
}

const memberName = (member: SlotMember | ConsoleDemo["member"]) => ("name" in member && member.name) || member.email;

/**
 * Moves a demo to another free time: a day, then one of its free start times. Its host keeps it: the
 * times offered are theirs. Giving it to another member is a choice of its own ("Given by"), which
 * offers that member's times and shows the change, before and after, ahead of the button. Both
 * sides get the new invitation; a host who hands it on is told to whom.
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
  /** `memberId` only when the demo is given to another member than its host. */
  onMove(demo: ConsoleDemo, date: string, time: string, memberId?: number): void;
}) {
  const [date, setDate] = useState("");
  const [member, setMember] = useState<number | null>(null);
  const [time, setTime] = useState("");
  // Each demo opened starts on its own day, with its own host.
  useEffect(() => {
    if (demo) {
      setDate(malaysiaDayOf(demo.startsAt));
      setMember(null);
    }
  }, [demo]);
  const times = useFreeTimes(open && demo ? demo.id : null, date, member);
  useEffect(() => {
    setTime(times?.kind === "ready" ? (times.times[0] ?? "") : "");
  }, [times]);
  const handing = demo !== null && member !== null && member !== demo.member.id;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (demo && time) onMove(demo, date, time, handing ? (member ?? undefined) : undefined);
  };
  const who = demo ? `${demo.name || "(no name)"}, ${demo.centre}` : "";
  const chosen = times?.kind === "ready" ? times.member : null;
  // The host by their name, as the members' list has it.
  const host =
    demo && times?.kind === "ready" ? (times.members.find((one) => one.id === demo.member.id) ?? demo.member) : null;
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
        {demo && times?.kind === "ready" && times.members.length > 1 && (
          <div className="field">
            <label htmlFor="move-demo-member">{m.demo_move_host()}</label>
            <select
              id="move-demo-member"
              value={member ?? demo.member.id}
              aria-describedby="move-demo-member-hint"
              onChange={(event) => setMember(Number(event.target.value))}
            >
              {times.members.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.id === demo.member.id ? m.demo_move_keeps({ host: memberName(one) }) : memberName(one)}
                </option>
              ))}
            </select>
            <p id="move-demo-member-hint" className="demo-hours-hint">
              {m.demo_move_host_hint()}
            </p>
          </div>
        )}
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
            <select
              id="move-demo-time"
              name="time"
              required
              value={time}
              onChange={(event) => setTime(event.target.value)}
            >
              {times.times.map((free) => (
                <option key={free} value={free}>
                  {free}
                </option>
              ))}
            </select>
          </div>
        )}
        {demo && host && chosen && time && (
          <p className="move-demo-change" aria-live="polite">
            {m.demo_move_change({
              before: `${dayTitle(malaysiaDayOf(demo.startsAt))} ${clockTime(demo.startsAt)}`,
              from: memberName(host),
              after: `${dayTitle(date)} ${time}`,
              to: memberName(chosen),
            })}
            {handing && ` ${m.demo_move_handed({ to: memberName(chosen), from: memberName(host) })}`}
          </p>
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
