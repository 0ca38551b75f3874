import { dayNumberOf, dayTextOf, LONGEST_HORIZON_DAYS, malaysiaDayNumber } from "@ikey/contracts/calendar-day";
import { DEMO_SLOTS_PATH } from "@ikey/contracts/demo-booking";
import { languageInfo } from "@ikey/contracts/languages";
import { useEffect, useState } from "react";
import { apiUrl } from "../../lib/api-url";
import { siteConfig } from "../../lib/site-config";
import { languageHeader, SITE_LANGUAGE } from "../../lib/site-language";
import * as m from "../../paraglide/messages.js";
import { dayName } from "./day-name";
import { deviceTimeZone, localTimeOf } from "./slot-times";
import { isDay, SlotsBox } from "./slots-box";

type Slots =
  | { readonly kind: "loading" }
  | { readonly kind: "failed" }
  /** The day asked for has passed in Malaysia: today is offered instead. */
  | { readonly kind: "passed"; readonly today: string }
  /** The day is past the admins' horizon: how far ahead one can book, and the last day that is. */
  | { readonly kind: "beyond"; readonly horizonDays: number; readonly lastDate: string }
  | { readonly kind: "ready"; readonly times: readonly string[]; readonly nextDate: string | null };

interface DaySlots {
  readonly slots: readonly { readonly time: string }[];
  readonly nextDate: string | null;
  readonly horizonDays: number;
  readonly lastDate: string;
}

function useDaySlots(date: string): Slots | null {
  const [slots, setSlots] = useState<Slots | null>(null);
  useEffect(() => {
    if (!isDay(date)) {
      setSlots(null);
      return;
    }
    // A day that has passed in Malaysia has no free time; the server takes days from today on.
    const today = malaysiaDayNumber(Date.now());
    const asked = dayNumberOf(date) ?? today;
    if (asked < today) {
      setSlots({ kind: "passed", today: dayTextOf(today) });
      return;
    }
    // The server takes days up to the longest horizon: a later one is asked as that last day, whose
    // answer says how far ahead the admins let visitors book.
    const sent = asked > today + LONGEST_HORIZON_DAYS ? dayTextOf(today + LONGEST_HORIZON_DAYS) : date;
    const controller = new AbortController();
    setSlots({ kind: "loading" });
    fetch(`${apiUrl(siteConfig.API_URL, DEMO_SLOTS_PATH)}?date=${sent}`, {
      signal: controller.signal,
      headers: languageHeader,
    })
      .then((response) => (response.ok ? (response.json() as Promise<DaySlots>) : Promise.reject(response.status)))
      .then((day) =>
        setSlots(
          date > day.lastDate
            ? { kind: "beyond", horizonDays: day.horizonDays, lastDate: day.lastDate }
            : { kind: "ready", times: day.slots.map((slot) => slot.time), nextDate: day.nextDate },
        ),
      )
      .catch(() => {
        if (!controller.signal.aborted) setSlots({ kind: "failed" });
      });
    return () => controller.abort();
  }, [date]);
  return slots;
}

export interface DemoSlotPickerProps {
  /** The date the visitor has picked, as the date field holds it (YYYY-MM-DD), or "". */
  readonly date: string;
  /** The start time the form holds, so the chosen slot shows as pressed. */
  readonly chosen: string;
  onChoose(time: string): void;
  onShowDate(date: string): void;
}

/**
 * The picked day's free start times (docs/decisions/0026-demo-booking.md), in Malaysia time and, for
 * a visitor whose device is in another zone, in theirs too; a day without one offers the next day
 * that has one. The Request a Demo dialog's choice fills its form's time (typing a date and time by
 * hand still works: the form sends whatever its fields hold); the demo's own page moves the demo to
 * it. The times are asked for when the date changes, and again when the picker is mounted anew.
 */
export default function DemoSlotPicker(props: DemoSlotPickerProps) {
  const slots = useDaySlots(props.date);
  if (!isDay(props.date)) return null;
  return <SlotsBox date={props.date}>{slots && <DaySlots slots={slots} {...props} />}</SlotsBox>;
}

function DaySlots({ slots, date, chosen, onChoose, onShowDate }: DemoSlotPickerProps & { readonly slots: Slots }) {
  if (slots.kind === "loading")
    return (
      <p className="demo-slots-note" role="status">
        {m.request_demo_slots_loading()}
      </p>
    );
  if (slots.kind === "failed")
    return (
      <p className="demo-slots-note" role="status">
        {m.request_demo_slots_failed()}
      </p>
    );
  if (slots.kind === "passed") {
    return (
      <div className="demo-slots-note" role="status">
        <p>{m.request_demo_slots_passed({ date: dayName(date) })}</p>
        <button type="button" className="button" onClick={() => onShowDate(slots.today)}>
          {m.request_demo_slots_next({ date: dayName(slots.today) })}
        </button>
      </div>
    );
  }
  if (slots.kind === "beyond") {
    return (
      <div className="demo-slots-note" role="status">
        <p>{m.request_demo_slots_beyond({ days: String(slots.horizonDays), date: dayName(slots.lastDate) })}</p>
        <button type="button" className="button" onClick={() => onShowDate(slots.lastDate)}>
          {m.request_demo_slots_next({ date: dayName(slots.lastDate) })}
        </button>
      </div>
    );
  }
  if (slots.times.length === 0) {
    return (
      <div className="demo-slots-note" role="status">
        <p>{m.request_demo_slots_none({ date: dayName(date) })}</p>
        {slots.nextDate ? (
          <button type="button" className="button" onClick={() => onShowDate(slots.nextDate ?? "")}>
            {m.request_demo_slots_next({ date: dayName(slots.nextDate) })}
          </button>
        ) : (
          <p>{m.request_demo_slots_none_ahead()}</p>
        )}
      </div>
    );
  }
  const timeZone = deviceTimeZone();
  const locale = languageInfo[SITE_LANGUAGE].htmlLang;
  return (
    <fieldset className="demo-slots">
      <legend>{m.request_demo_slots_heading({ date: dayName(date) })}</legend>
      <ul>
        {slots.times.map((time) => {
          const local = localTimeOf(date, time, timeZone, locale);
          return (
            <li key={time}>
              <button type="button" aria-pressed={chosen === time} onClick={() => onChoose(time)}>
                {time}
                {local && <span className="demo-slot-local">{m.request_demo_slot_your_time({ local })}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
