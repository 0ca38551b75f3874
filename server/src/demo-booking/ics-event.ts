import { cleanLine, cleanLines } from "@ikey/contracts/fields";
import type { ICalAttendeeData, ICalCalendar, ICalEventData } from "ical-generator";

/*
 * The one way this server writes text into an .ics file (RFC 5545): the invitations and the members'
 * feeds both add their events here (docs/decisions/0021-mail-addresses-and-csv.md). ical-generator
 * escapes a TEXT value's backslash, semicolon, comma and line ends, encodes a parameter value's
 * quote, caret and line end (RFC 6868), and folds lines at 75 octets between characters; every other
 * character it writes as it is. RFC 5545 allows no control but the tab in either, and a reader that
 * splits lines on NEL, U+2028 or a form feed would read what follows one as a property of its own:
 * so every text is cleaned first, as the contracts clean what people type (contracts/fields.ts),
 * for whatever was stored before they did.
 */

/** A person in an event: their name, cleaned here, and their address, checked where it was typed. */
export interface EventPerson {
  readonly name: string;
  readonly email: string;
}

export type CalendarEvent = Omit<ICalEventData, "summary" | "description" | "location" | "organizer" | "attendees"> & {
  readonly summary: string;
  readonly description: string;
  readonly location?: string;
  readonly organizer?: EventPerson;
  readonly attendees?: readonly (EventPerson & Omit<ICalAttendeeData, "name" | "email">)[];
};

/**
 * A name as an organizer's or attendee's CN parameter: one line, and without the characters readers
 * take differently inside a quoted parameter value. A double quote (which RFC 6868 writes as ^',
 * shown as it is by readers without RFC 6868, node-ical and Outlook among them) becomes an
 * apostrophe, a semicolon (which some readers split parameters on, quotes or not) a comma, and a
 * caret (RFC 6868's escape character) is left out.
 */
export function parameterText(name: string): string {
  return cleanLine(name).replaceAll('"', "'").replaceAll(";", ",").replaceAll("^", "");
}

/** Adds the event to the calendar, its summary and location one clean line each, its description clean lines, its people's names clean parameters. */
export function addEvent(calendar: ICalCalendar, event: CalendarEvent): void {
  const { organizer, attendees, ...rest } = event;
  calendar.createEvent({
    ...rest,
    summary: cleanLine(event.summary),
    description: cleanLines(event.description),
    ...(event.location ? { location: cleanLine(event.location) } : {}),
    ...(organizer ? { organizer: { name: parameterText(organizer.name), email: organizer.email } } : {}),
    ...(attendees ? { attendees: attendees.map((person) => ({ ...person, name: parameterText(person.name) })) } : {}),
  });
}
