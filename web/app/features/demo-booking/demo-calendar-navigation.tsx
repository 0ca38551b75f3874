import type { DemoCalendarView } from "@ikey/contracts/console-api-schemas";
import { Link } from "../../components/localized-link";
import { dayTitle, shiftDay } from "./demo-calendar-format";

const views: readonly { readonly view: DemoCalendarView; readonly label: string }[] = [
  { view: "day", label: "Day" },
  { view: "week", label: "Week" },
];

/** The calendar's address for a view and a day. */
const addressOf = (view: DemoCalendarView, day: string) => `?view=${view}&date=${day}`;

/**
 * The view (a day or a week), the days shown, and steps to the previous, current and next ones: each
 * an address of its own, to share or reload.
 */
export function CalendarNavigation({
  view,
  days,
  today,
}: {
  readonly view: DemoCalendarView;
  readonly days: readonly string[];
  readonly today: string;
}) {
  const first = days[0] ?? today;
  const last = days.at(-1) ?? today;
  const step = view === "day" ? 1 : 7;
  const unit = view === "day" ? "day" : "week";
  const showsToday = days.includes(today);
  return (
    <>
      <nav aria-label="Calendar view">
        <ul className="status-tabs">
          {views.map((option) => (
            <li key={option.view}>
              <Link to={addressOf(option.view, first)} aria-current={option.view === view ? "page" : undefined}>
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{view === "day" ? dayTitle(first) : `${dayTitle(first)} to ${dayTitle(last)}`}</h2>
      <nav aria-label="Dates">
        <ul className="status-tabs">
          <li>
            <Link to={addressOf(view, shiftDay(first, -step))}>Previous {unit}</Link>
          </li>
          <li>
            <Link to={addressOf(view, today)} aria-current={showsToday ? "date" : undefined}>
              {view === "day" ? "Today" : "This week"}
            </Link>
          </li>
          <li>
            <Link to={addressOf(view, shiftDay(first, step))}>Next {unit}</Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
