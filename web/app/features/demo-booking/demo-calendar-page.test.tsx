import type { ConsoleDemo, DemoCalendar, SlotMember } from "@ikey/contracts/console-api-schemas";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, serveConsoleApi as serve } from "../../../test/console-api";
import { readSessionAs } from "../../../test/console-session";
import type { ScreenOutcome } from "../../lib/console/console-outcome";
import { ConsoleUnavailable } from "../../lib/console/console-unavailable";
import { changeDemoCalendar, loadDemoCalendar } from "./demo-calendar-data";
import { DemoCalendarPage } from "./demo-calendar-page";

const at = (time: string) => Date.parse(`${time}+08:00`);
const me = { id: 2, email: "mei.ling@ikey.example" };
const colleague = { id: 3, email: "arjun@ikey.example" };

const demo = (fields: Partial<ConsoleDemo> & Pick<ConsoleDemo, "id" | "startsAt">): ConsoleDemo => ({
  leadId: fields.id * 10,
  endsAt: fields.startsAt + 30 * 60_000,
  status: "confirmed",
  name: "Aisyah Rahman",
  centre: "Tadika Ceria",
  phone: "+60 12-345 6789",
  member: me,
  mine: true,
  canMark: false,
  canChange: true,
  ...fields,
});

const mine = demo({ id: 7, startsAt: at("2026-11-24T11:00"), name: "Nurul Huda", centre: "Tadika Pelangi" });
const theirs = demo({ id: 8, startsAt: at("2026-11-24T09:30"), member: colleague, mine: false, phone: "04-226 1234" });
const begun = demo({ id: 9, startsAt: at("2026-11-24T08:00"), canMark: true, canChange: false, name: "Siti" });

const dayOf = (demos: ConsoleDemo[]): DemoCalendar => ({
  view: "day",
  days: ["2026-11-24"],
  today: "2026-11-24",
  demos,
});

/** The calendar screen as its route (routes/staff-demos.tsx) puts it together, at `address`. */
function renderCalendar(address = "/staff/demos?view=day&date=2026-11-24") {
  const Stub = createRoutesStub([
    {
      path: "/staff/demos",
      loader: ({ request }) => loadDemoCalendar(new URL(request.url).search),
      action: async ({ request }) => changeDemoCalendar(await request.json()),
      Component: function Calendar() {
        const data = useLoaderData<typeof loadDemoCalendar>();
        return <DemoCalendarPage {...data} outcome={useActionData<ScreenOutcome>()} />;
      },
      ErrorBoundary: ConsoleUnavailable,
    },
  ]);
  render(<Stub initialEntries={[address]} />);
}

const rowOf = (name: string) => screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;
const noFeed = () => ({ body: { createdAt: null } });

// A sales member is signed in, as the console's frame finds before the screen loads.
beforeEach(() =>
  readSessionAs({ id: 1, email: me.email, role: "sales", name: null, language: "en", csrfToken: "csrf-token" }),
);
afterEach(() => vi.restoreAllMocks());

describe("DemoCalendarPage", () => {
  it("shows a day's demos in Malaysia time, the member's own first, with a call link and the lead's page", async () => {
    serve({
      "GET /demos?view=day&date=2026-11-24": () => ({ body: dayOf([mine, theirs]) }),
      "GET /demo-feed": noFeed,
    });
    renderCalendar();
    const day = await screen.findByRole("region", { name: "Tuesday 24 November 2026 (today)" });
    // Each region's name is its own: the page is "Demos", its day's table is named for the day.
    expect(screen.getByRole("region", { name: "Demos" })).toBeTruthy();
    expect(within(day).getByRole("region", { name: "Demos on Tuesday 24 November 2026" })).toBeTruthy();
    const rows = within(day).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["Nurul Huda", "Aisyah Rahman"]);
    expect(rows[0]?.textContent).toBe(
      "11:00–11:3030 minNurul HudaTadika Pelangi+60 12-345 6789You (mei.ling@ikey.example)BookedMoveCancel",
    );
    expect(within(rowOf("Aisyah Rahman")).getByRole("link", { name: "04-226 1234" }).getAttribute("href")).toBe(
      "tel:042261234",
    );
    expect(within(rowOf("Nurul Huda")).getByRole("link", { name: "+60 12-345 6789" }).getAttribute("href")).toBe(
      "tel:+60123456789",
    );
    expect(screen.getByRole("link", { name: "Nurul Huda" }).getAttribute("href")).toBe("/staff/leads/70");
    expect(within(rowOf("Aisyah Rahman")).getAllByRole("cell")[4]?.textContent).toBe(colleague.email);
  });

  it("switches between a day and its week, and steps to the ones before and after", async () => {
    const fetch = serve({
      "GET /demos?view=day&date=2026-11-24": () => ({ body: dayOf([]) }),
      "GET /demos?view=week&date=2026-11-24": () => ({
        body: {
          view: "week",
          days: ["23", "24", "25", "26", "27", "28", "29"].map((date) => `2026-11-${date}`),
          today: "2026-11-24",
          demos: [mine],
        },
      }),
      "GET /demo-feed": noFeed,
    });
    renderCalendar();
    expect(await screen.findByText("No demos.")).toBeTruthy();
    const dates = screen.getByRole("navigation", { name: "Dates" });
    expect(within(dates).getByRole("link", { name: "Previous day" }).getAttribute("href")).toBe(
      "/staff/demos?view=day&date=2026-11-23",
    );
    expect(within(dates).getByRole("link", { name: "Next day" }).getAttribute("href")).toBe(
      "/staff/demos?view=day&date=2026-11-25",
    );
    expect(within(dates).getByRole("link", { name: "Today" }).getAttribute("aria-current")).toBe("date");

    await userEvent.click(screen.getByRole("link", { name: "Week" }));
    expect(
      await screen.findByRole("heading", { name: "Monday 23 November 2026 to Sunday 29 November 2026" }),
    ).toBeTruthy();
    expect(screen.getAllByRole("region", { name: /^\w+ \d+ \w+ 2026/ })).toHaveLength(7);
    expect(screen.getByRole("link", { name: "Week" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Previous week" }).getAttribute("href")).toBe(
      "/staff/demos?view=week&date=2026-11-16",
    );
    expect(fetch.mock.calls.map(([input]) => String(input))).toContain("/staff/api/demos?view=week&date=2026-11-24");
  });

  it("marks a begun demo held, and says so", async () => {
    let calendar = dayOf([begun]);
    const fetch = serve({
      "GET /demos?view=day&date=2026-11-24": () => ({ body: calendar }),
      "GET /demo-feed": noFeed,
      "POST /demos/9/outcome": () => {
        calendar = dayOf([{ ...begun, status: "held", canMark: false }]);
        return { body: { ok: true } };
      },
    });
    renderCalendar();
    const row = await screen.findByRole("rowheader", { name: "Siti" });
    expect(within(row.closest("tr") as HTMLElement).queryByRole("button", { name: /Move/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Mark the demo with Siti held" }));

    expect((await screen.findByText("Demo marked held.")).getAttribute("role")).toBe("status");
    expect(within(rowOf("Siti")).getByText("Held")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Mark the demo/ })).toBeNull();
    const [request] = callsTo(fetch, "POST /demos/9/outcome");
    expect(request?.body).toEqual({ outcome: "held" });
    expect(request?.headers["X-CSRF-Token"]).toBe("csrf-token");
  });

  it("moves a demo keeping its host, gives it to another member only when chosen, and shows the change first", async () => {
    let calendar = dayOf([mine]);
    let free = true;
    const host = { ...me, name: "Mei Ling" };
    const other = { ...colleague, name: null };
    const members = [host, other];
    const day = (date: string, times: string[], member: SlotMember, nextDate: string | null = null) => ({
      body: {
        timeZone: "Asia/Kuala_Lumpur",
        date,
        slots: times.map((time) => ({ time })),
        nextDate,
        horizonDays: 30,
        lastDate: "2026-12-24",
        member,
        members,
      },
    });
    const fetch = serve({
      "GET /demos?view=day&date=2026-11-24": () => ({ body: calendar }),
      "GET /demo-feed": noFeed,
      "GET /demos/7/slots?date=2026-11-24": () => day("2026-11-24", [], host, "2026-11-25"),
      // The host's own free times, then, once chosen, the colleague's.
      "GET /demos/7/slots?date=2026-11-25": () => day("2026-11-25", ["10:00"], host),
      "GET /demos/7/slots?date=2026-11-25&member=3": () => day("2026-11-25", ["10:00", "14:30"], other),
      "POST /demos/7/move": () => {
        if (!free) return { status: 409, body: { error: "Not Free", message: "That member is not free then." } };
        calendar = dayOf([]);
        return { body: { status: "confirmed", date: "2026-11-25", time: "14:30", member: colleague.email } };
      },
    });
    renderCalendar();
    await userEvent.click(await screen.findByRole("button", { name: "Move the demo with Nurul Huda" }));
    const dialog = screen.getByRole("dialog", { name: "Move this demo" });
    expect(within(dialog).getByLabelText<HTMLInputElement>("New day").value).toBe("2026-11-24");
    await userEvent.click(await within(dialog).findByRole("button", { name: "Show Wednesday 25 November 2026" }));
    const times = await within(dialog).findByLabelText("New time (Malaysia time)");
    expect([...times.querySelectorAll("option")].map((option) => option.textContent)).toEqual(["10:00"]);
    expect(
      within(dialog).getByText(
        /Before: Tuesday 24 November 2026 11:00 with Mei Ling\. After: Wednesday 25 November 2026 10:00 with Mei Ling\./,
      ),
    ).toBeTruthy();

    await userEvent.selectOptions(within(dialog).getByLabelText("Given by"), String(colleague.id));
    await vi.waitFor(() =>
      expect([...within(dialog).getByLabelText("New time (Malaysia time)").querySelectorAll("option")].length).toBe(2),
    );
    await userEvent.selectOptions(within(dialog).getByLabelText("New time (Malaysia time)"), "14:30");
    expect(
      within(dialog).getByText(
        /After: Wednesday 25 November 2026 14:30 with arjun@ikey\.example\. The demo and its lead go to arjun@ikey\.example; Mei Ling is told it was handed on\./,
      ),
    ).toBeTruthy();

    free = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Move the demo" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("That member is not free then.");

    free = true;
    await userEvent.click(within(dialog).getByRole("button", { name: "Move the demo" }));
    expect(
      await screen.findByText(
        `Demo moved to 2026-11-25 at 14:30 (Malaysia time), with ${colleague.email}. Both sides have been e-mailed the new invitation.`,
      ),
    ).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Demos" })));
    expect(callsTo(fetch, "POST /demos/7/move").map((request) => request.body)).toEqual([
      { date: "2026-11-25", time: "14:30", memberId: colleague.id },
      { date: "2026-11-25", time: "14:30", memberId: colleague.id },
    ]);
  });

  it("cancels a demo once confirmed, and keeps it when the member thinks again", async () => {
    let calendar = dayOf([mine, theirs]);
    const fetch = serve({
      "GET /demos?view=day&date=2026-11-24": () => ({ body: calendar }),
      "GET /demo-feed": noFeed,
      "POST /demos/8/cancel": () => {
        calendar = dayOf([mine]);
        return { body: { status: "cancelled", date: "2026-11-24", time: "09:30", member: colleague.email } };
      },
    });
    renderCalendar();
    const opener = await screen.findByRole("button", { name: "Cancel the demo with Aisyah Rahman" });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(callsTo(fetch, "POST /demos/8/cancel")).toEqual([]);

    await userEvent.click(opener);
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Cancel this demo?" })).getByRole("button", {
        name: "Cancel the demo",
      }),
    );
    expect(
      await screen.findByText("Demo cancelled. Both sides have been e-mailed, and the time is free again."),
    ).toBeTruthy();
    expect(screen.queryByRole("rowheader", { name: "Aisyah Rahman" })).toBeNull();
    expect(callsTo(fetch, "POST /demos/8/cancel")).toHaveLength(1);
  });

  it("makes the member's feed address and shows it this once", async () => {
    let createdAt: number | null = null;
    serve({
      "GET /demos?view=day&date=2026-11-24": () => ({ body: dayOf([]) }),
      "GET /demo-feed": () => ({ body: { createdAt } }),
      "POST /demo-feed": () => {
        createdAt = at("2026-11-24T09:15");
        return { body: { url: "http://localhost:3000/api/demo-calendar/secret.ics", createdAt } };
      },
    });
    renderCalendar();
    const panel = await screen.findByRole("region", { name: "Your demos in your own calendar" });
    expect(panel.textContent).toContain("You have no feed address yet.");
    await userEvent.click(within(panel).getByRole("button", { name: "Make my feed address" }));

    const address = await within(panel).findByLabelText<HTMLInputElement>("Your feed address");
    expect(address.value).toBe("http://localhost:3000/api/demo-calendar/secret.ics");
    expect(address.readOnly).toBe(true);
    expect(panel.textContent).toContain("Copy it now: it is shown only this once.");
    expect(panel.textContent).toContain("Your feed address was made on 24 Nov 2026, 9:15 am.");
    expect(within(panel).getByRole("button", { name: "Make a new feed address" })).toBeTruthy();
  });
});
