import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { addEvent } from "./ics-event";

/** A demo as the calendar invitation describes it. */
export interface DemoInvitation {
  readonly bookingId: number;
  /** The site's own domain: the invitation's UID is the booking's, at it, for every version. */
  readonly domain: string;
  /** Raised by each move, so calendars replace the earlier version. */
  readonly sequence: number;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly summary: string;
  readonly description: string;
  /** Where it happens: a phone call, to the visitor's number. */
  readonly location: string;
  /** The sales member who gives the demo. */
  readonly organizer: { readonly name: string; readonly email: string };
  readonly attendee: { readonly name: string; readonly email: string };
  readonly now: number;
}

/** The invitation's UID: the same for the booking's every version, so a move updates and a cancel removes it. */
export function invitationUid(bookingId: number, domain: string): string {
  return `demo-${bookingId}@${domain}`;
}

/**
 * The iCalendar text (RFC 5545, with iTIP's methods, RFC 5546) of a demo: REQUEST for a new or
 * moved demo, CANCEL for a cancelled one. Times are in UTC, which every calendar reads the same.
 * Its texts are cleaned as every .ics text is (ics-event.ts).
 */
export function invitationText(demo: DemoInvitation, method: "REQUEST" | "CANCEL"): string {
  const calendar = ical({
    prodId: { company: "iKEY", product: "Demo booking", language: "EN" },
    method: method === "REQUEST" ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  addEvent(calendar, {
    id: invitationUid(demo.bookingId, demo.domain),
    sequence: demo.sequence,
    stamp: new Date(demo.now),
    start: new Date(demo.startsAt),
    end: new Date(demo.endsAt),
    summary: demo.summary,
    description: demo.description,
    location: demo.location,
    status: method === "REQUEST" ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: { name: demo.organizer.name, email: demo.organizer.email },
    attendees: [
      {
        name: demo.attendee.name,
        email: demo.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: method === "REQUEST" ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.DECLINED,
      },
    ],
  });
  return calendar.toString();
}
