import type { ConsoleDemo, DemoCalendar } from "@ikey/contracts/console-api-schemas";
import { useEffect, useRef, useState } from "react";
import { ActionOutcome, type ScreenOutcome } from "../../lib/console/console-outcome";
import { useConsoleSubmit } from "../../lib/console/use-console-submit";
import { CancelDemoDialog } from "./demo-calendar-cancel";
import type { DemoFeedState } from "./demo-calendar-data";
import { DemoDay } from "./demo-calendar-day";
import { DemoFeedPanel } from "./demo-calendar-feed";
import { midnightOf } from "./demo-calendar-format";
import { MoveDemoDialog } from "./demo-calendar-move";
import { CalendarNavigation } from "./demo-calendar-navigation";

const DAY_MS = 86_400_000;

/**
 * A demo's move or cancel dialog: which demo, the button that opened it, and where the keyboard
 * goes when it closes (back to that button, or to the page's heading once the change went
 * through, as the demo's row may be gone).
 */
interface DemoDialog {
  readonly kind: "move" | "cancel";
  readonly demo: ConsoleDemo;
  readonly opener: HTMLElement | null;
  readonly open: boolean;
  readonly done: boolean;
}

/**
 * The demo calendar (sales and admin): the demos of a day or a week, in Malaysia time, the member's
 * own first each day; marking one held or no-show once it has begun, moving or cancelling one to
 * come, and the member's private calendar feed.
 */
export function DemoCalendarPage({
  calendar,
  feed,
  outcome,
}: {
  readonly calendar: DemoCalendar;
  readonly feed: DemoFeedState;
  readonly outcome: ScreenOutcome | undefined;
}) {
  const { send, busy } = useConsoleSubmit();
  const heading = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<DemoDialog | null>(null);
  const open = (kind: DemoDialog["kind"]) => (demo: ConsoleDemo, opener: HTMLElement | null) =>
    setDialog({ kind, demo, opener, open: true, done: false });
  const close = () => setDialog((current) => current && { ...current, open: false });
  // A move or cancel that went through closes its dialog; a refusal stays in it to be read.
  useEffect(() => {
    if (outcome?.ok && (outcome.intent === "move" || outcome.intent === "cancel")) {
      setDialog((current) => current && { ...current, open: false, done: true });
    }
  }, [outcome]);
  const settled = busy ? undefined : outcome;
  const dialogProps = (kind: DemoDialog["kind"]) => ({
    demo: dialog?.kind === kind ? dialog.demo : null,
    open: dialog?.kind === kind && dialog.open,
    returnFocusTo: dialog?.done ? heading.current : (dialog?.opener ?? null),
    onClose: close,
    busy,
    outcome: settled?.intent === kind && !settled.ok ? settled : undefined,
  });

  return (
    <section aria-labelledby="demos-title">
      <h1 id="demos-title" ref={heading} tabIndex={-1}>
        Demos
      </h1>
      <CalendarNavigation view={calendar.view} days={calendar.days} today={calendar.today} />
      <p>Times are Malaysia time. Your own demos come first each day.</p>
      <ActionOutcome outcome={settled && (settled.ok || settled.intent === "outcome") ? settled : null} />
      {calendar.days.map((day) => (
        <DemoDay
          key={day}
          day={day}
          today={day === calendar.today}
          demos={calendar.demos.filter(
            (demo) => demo.startsAt >= midnightOf(day) && demo.startsAt < midnightOf(day) + DAY_MS,
          )}
          busy={busy}
          onMark={(demo, mark) => void send({ intent: "outcome", id: demo.id, outcome: mark })}
          onMove={open("move")}
          onCancel={open("cancel")}
        />
      ))}
      <MoveDemoDialog
        {...dialogProps("move")}
        onMove={(demo, date, time, memberId) =>
          void send({ intent: "move", id: demo.id, date, time, ...(memberId === undefined ? {} : { memberId }) })
        }
      />
      <CancelDemoDialog {...dialogProps("cancel")} onCancel={(demo) => void send({ intent: "cancel", id: demo.id })} />
      <DemoFeedPanel feed={feed} />
    </section>
  );
}
