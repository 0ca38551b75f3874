import { dayNumberOf, dayTextOf, malaysiaDayNumber } from "@ikey/contracts/calendar-day";
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
  | { readonly kind: "ready"; readonly times: readonly string[]; readonly nextDate: string | null };

interface DaySlots {
  readonly slots: readonly { readonly time: string }[];
  readonly nextDate: string | null;
}

/** No day is left to offer: a day past the longest horizon, which the server refuses (400), has no free time. */
const NONE_AHEAD: DaySlots = { slots: [], nextDate: null };

function useDaySlots(date: string): Slots | null {
  const [slots, setSlots] = useState<Slots | null>(null);
  useEffect(() => {
    if (!isDay(date)) {
      setSlots(null);
      return;
    }
    // A day that has passed in Malaysia has no free time; the server takes days from today on.
    const today = malaysiaDayNumber(Date.now());
    if ((dayNumberOf(date) ?? today) < today) {
      setSlots({ kind: "ready", times: [], nextDate: dayTextOf(today) });
      return;
    }
    const controller = new AbortController();
    setSlots({ kind: "loading" });
    fetch(`${apiUrl(siteConfig.API_URL, DEMO_SLOTS_PATH)}?date=${date}`, {
      signal: controller.signal,
      headers: languageHeader,
    })
      .then((response) => {
        if (response.ok) return response.json() as Promise<DaySlots>;
        return response.status === 400 ? NONE_AHEAD : Promise.reject(response.status);
      })
      .then((day) => setSlots({ kind: "ready", times: day.slots.map((slot) => slot.time), nextDate: day.nextDate }))
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
  return <SlotsBox>{slots && <DaySlots slots={slots} {...props} />}</SlotsBox>;
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
