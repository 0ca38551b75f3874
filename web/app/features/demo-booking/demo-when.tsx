import { languageInfo } from "@ikey/contracts/languages";
import { dayName } from "../../forms/demo-slots/day-name";
import { deviceTimeZone, localTimeOf } from "../../forms/demo-slots/slot-times";
import { SITE_LANGUAGE } from "../../lib/site-language";
import * as m from "../../paraglide/messages.js";
import type { LinkedDemo } from "./demo-link-calls";

/**
 * When the demo is: in Malaysia time, and in the visitor's own zone too when their device's clock
 * reads otherwise; struck through once cancelled.
 */
export function DemoWhen({ demo }: { readonly demo: LinkedDemo }) {
  const when = m.demo_booking_when({ date: dayName(demo.date), time: demo.time });
  const local = localTimeOf(demo.date, demo.time, deviceTimeZone(), languageInfo[SITE_LANGUAGE].htmlLang);
  const cancelled = demo.status === "cancelled";
  return (
    <p className="demo-link-when">
      {cancelled ? <del>{when}</del> : <strong>{when}</strong>}
      {local && <span>{m.demo_booking_your_time({ local })}</span>}
      {!cancelled && <span>{m.demo_booking_length({ minutes: demo.minutes })}</span>}
    </p>
  );
}
