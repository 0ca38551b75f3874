import type { LeadDemoSlots, LeadDetail, SlotMember } from "@ikey/contracts/console-api-schemas";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Modal } from "../../components/ui/modal";
import { consoleApi } from "../../lib/console/console-api";
import { clockTime, dayTitle, malaysiaDayOf } from "../../lib/console/malaysia-time";
import * as m from "../../paraglide/messages.js";

type Demo = NonNullable<LeadDetail["demo"]>;

const stateWords: Record<Demo["status"], () => string> = {
  confirmed: m.lead_demo_state_confirmed,
  tentative: m.lead_demo_state_tentative,
  lapsed: m.lead_demo_state_lapsed,
  cancelled: m.lead_demo_state_cancelled,
  held: m.lead_demo_state_held,
  "no-show": m.lead_demo_state_no_show,
};

const hostName = (member: { readonly email: string; readonly name: string | null }) => member.name ?? member.email;

/** A demo that holds its time and is still to come: the lead has its demo, moved from the calendar. */
function isToCome(demo: Demo, now: number): boolean {
  return demo.startsAt > now && (demo.status === "confirmed" || demo.status === "tentative");
}

/**
 * The lead's demo (issue 49): the one booked, in Malaysia time, with its host and what became of it,
 * not only the time the visitor typed; and, while it has none to come, "Book a demo" (or "Book
 * again" after a no-show, a cancellation or a lapse), which books it in one step from the free times.
 */
export function LeadDemoPanel({ lead }: { readonly lead: LeadDetail }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const { demo } = lead;
  const bookable = !demo || !isToCome(demo, Date.now());
  return (
    <section aria-labelledby="lead-demo-title" className="console-panel">
      <h2 id="lead-demo-title">{m.lead_demo_title()}</h2>
      {done && <p role="status">{done}</p>}
      {demo ? (
        <>
          <p>
            {m.lead_demo_booked({
              day: dayTitle(malaysiaDayOf(demo.startsAt)),
              time: clockTime(demo.startsAt),
              minutes: String(Math.round((demo.endsAt - demo.startsAt) / 60_000)),
              host: hostName(demo.host),
            })}
          </p>
          <p>{m.lead_demo_state({ state: stateWords[demo.status]() })}</p>
          {!bookable && <p>{m.lead_demo_move_hint()}</p>}
        </>
      ) : (
        <p>{m.lead_demo_none()}</p>
      )}
      {bookable && (
        <button ref={opener} type="button" className="button button-primary" onClick={() => setOpen(true)}>
          {demo ? m.lead_demo_book_again() : m.lead_demo_book()}
        </button>
      )}
      <BookDemoDialog
        lead={lead}
        open={open}
        returnFocusTo={opener.current}
        onClose={() => setOpen(false)}
        onBooked={(words) => {
          setOpen(false);
          setDone(words);
        }}
      />
    </section>
  );
}

type Times =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "ready"; readonly day: LeadDemoSlots };

function useLeadSlots(leadId: number, date: string, open: boolean): Times | null {
  const [times, setTimes] = useState<Times | null>(null);
  useEffect(() => {
    if (!open || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setTimes(null);
      return;
    }
    let current = true;
    setTimes({ kind: "loading" });
    consoleApi<LeadDemoSlots>("GET", `/leads/${leadId}/demo-slots?date=${date}`).then(
      (day) => current && setTimes({ kind: "ready", day }),
      (error: unknown) =>
        current && setTimes({ kind: "failed", message: error instanceof Error ? error.message : m.lead_demo_failed() }),
    );
    return () => {
      current = false;
    };
  }, [leadId, date, open]);
  return times;
}

/** The day the dialog opens on: the visitor's typed day when it is one, else today in Malaysia. */
function firstDay(lead: LeadDetail): string {
  const typed = lead.fields.find((field) => field.name === "appointmentDate")?.value.trim() ?? "";
  const today = malaysiaDayOf(Date.now());
  return /^\d{4}-\d{2}-\d{2}$/.test(typed) && typed >= today ? typed : today;
}

/** The booking dialog: the typed time in one step when free, or a day and one of its free times with its host. */
function BookDemoDialog({
  lead,
  open,
  returnFocusTo,
  onClose,
  onBooked,
}: {
  readonly lead: LeadDetail;
  readonly open: boolean;
  readonly returnFocusTo: HTMLElement | null;
  onClose(): void;
  onBooked(words: string): void;
}) {
  const [date, setDate] = useState(() => firstDay(lead));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const times = useLeadSlots(lead.id, date, open);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (open) setRefusal(null);
  }, [open]);

  const book = async (day: string, time: string, member: SlotMember) => {
    setBusy(true);
    setRefusal(null);
    try {
      await consoleApi("POST", `/leads/${lead.id}/demo`, { date: day, time, memberId: member.id });
      await revalidate();
      onBooked(m.lead_demo_done({ day: dayTitle(day), time, host: hostName(member) }));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : m.lead_demo_failed());
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (times?.kind !== "ready") return;
    const [time, id] = String(new FormData(event.currentTarget).get("slot") ?? "").split("|");
    const slot = times.day.slots.find((candidate) => candidate.time === time);
    const member = slot?.members.find((candidate) => candidate.id === Number(id));
    if (time && member) void book(date, time, member);
  };

  const day = times?.kind === "ready" ? times.day : null;
  const typedHost = day?.typed?.members[0];
  const assignee = day?.assigneeId ?? null;
  const theirs = day?.slots.filter((slot) => slot.members.some((member) => member.id === assignee)) ?? [];
  return (
    <Modal
      id="book-demo"
      title={m.lead_demo_dialog_title()}
      description={m.lead_demo_dialog_text({ name: lead.name || lead.company || lead.email })}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      returnFocusTo={returnFocusTo}
    >
      {day?.typed && typedHost && (
        <div className="console-panel">
          <p>
            {m.lead_demo_typed({
              day: dayTitle(day.typed.date),
              time: day.typed.time,
              host: hostName(typedHost),
            })}
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => day.typed && void book(day.typed.date, day.typed.time, typedHost)}
          >
            {m.lead_demo_book_typed({ time: day.typed.time, host: hostName(typedHost) })}
          </button>
        </div>
      )}
      <form className="console-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="book-demo-date">{m.lead_demo_day()}</label>
          <input
            id="book-demo-date"
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            required
          />
        </div>
        {times?.kind === "loading" && <p role="status">{m.lead_demo_loading()}</p>}
        {times?.kind === "failed" && <p role="alert">{times.message}</p>}
        {day && day.slots.length === 0 && (
          <p role="status">
            {m.lead_demo_no_time({ day: dayTitle(date) })}{" "}
            {day.nextDate && (
              <button type="button" className="button button-secondary" onClick={() => setDate(day.nextDate ?? date)}>
                {m.lead_demo_show({ day: dayTitle(day.nextDate) })}
              </button>
            )}
          </p>
        )}
        {day && day.slots.length > 0 && (
          <div className="field">
            <label htmlFor="book-demo-slot">{m.lead_demo_slot()}</label>
            <select id="book-demo-slot" name="slot" required>
              {theirs.length > 0 && (
                <optgroup
                  label={m.lead_demo_group_assignee({
                    host: hostName(theirs[0]?.members[0] ?? { email: "", name: null }),
                  })}
                >
                  {theirs.map((slot) => (
                    <option key={slot.time} value={`${slot.time}|${assignee}`}>
                      {slot.time}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup label={m.lead_demo_group_others()}>
                {day.slots.flatMap((slot) =>
                  slot.members
                    .filter((member) => member.id !== assignee)
                    .map((member) => (
                      <option key={`${slot.time}|${member.id}`} value={`${slot.time}|${member.id}`}>
                        {m.lead_demo_option({ time: slot.time, host: hostName(member) })}
                      </option>
                    )),
                )}
              </optgroup>
            </select>
          </div>
        )}
        {refusal && <p role="alert">{refusal}</p>}
        <div className="console-actions">
          <button type="submit" className="button button-primary" disabled={busy || !day || day.slots.length === 0}>
            {busy ? m.lead_demo_booking() : m.lead_demo_submit()}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {m.lead_demo_close()}
          </button>
        </div>
      </form>
    </Modal>
  );
}
