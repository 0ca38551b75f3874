import type { DemoHours, DemoMemberHours, StaffSession } from "@ikey/contracts/console-api-schemas";
import { DEFAULT_DEMO_SETTINGS, DEFAULT_WEEKLY_HOURS } from "@ikey/contracts/demo-booking";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, type Reply, serveConsoleApi as serve } from "../../../test/console-api";
import { readSessionAs } from "../../../test/console-session";
import { ConsoleUnavailable } from "../../lib/console/console-unavailable";
import { ConsoleSession } from "../../lib/console/staff-session";
import { changeDemoHours, loadDemoHours } from "./demo-hours-data";
import { DemoHoursPage } from "./demo-hours-page";

const meiLing: DemoMemberHours = {
  id: 7,
  email: "mei.ling@ikey.example",
  takesDemos: true,
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  dailyMaximum: 8,
  saved: false,
  daysOff: ["2026-12-24"],
};
const kumar: DemoMemberHours = {
  ...meiLing,
  id: 9,
  email: "kumar@ikey.example",
  weeklyHours: [[], [], [{ start: "14:00", end: "18:00" }], [], [], [], []],
  saved: true,
  daysOff: [],
};

const sent = (fetch: ReturnType<typeof serve>, key: string) => callsTo(fetch, key).map((call) => call.body);

const hoursOf = (members: DemoMemberHours[]): Reply => ({
  body: {
    today: "2026-11-23",
    rules: DEFAULT_DEMO_SETTINGS,
    members,
    defaults: { weeklyHours: DEFAULT_WEEKLY_HOURS, dailyMaximum: 8 },
  } satisfies DemoHours,
});

/** The screen as its route (routes/staff-demo-hours.tsx) puts it together, for a member of `role`. */
function renderScreen(role: StaffSession["role"]) {
  const session: StaffSession = {
    id: 1,
    email: "member@ikey.example",
    role,
    name: null,
    language: "en",
    csrfToken: "csrf-token",
  };
  const Stub = createRoutesStub([
    {
      path: "/staff/demo-hours",
      loader: loadDemoHours,
      action: async ({ request }) => changeDemoHours(await request.json()),
      Component: function Screen() {
        return (
          <ConsoleSession value={session}>
            <DemoHoursPage hours={useLoaderData<typeof loadDemoHours>()} />
          </ConsoleSession>
        );
      },
      ErrorBoundary: ConsoleUnavailable,
    },
  ]);
  render(<Stub initialEntries={["/staff/demo-hours"]} />);
}

const weekForm = () => screen.findByRole("form", { name: /^Weekly hours/ });
const timeInput = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

beforeEach(() =>
  readSessionAs({
    id: 1,
    email: "mei.ling@ikey.example",
    role: "sales",
    name: null,
    language: "en",
    csrfToken: "csrf-token",
  }),
);
afterEach(() => vi.restoreAllMocks());

describe("DemoHoursPage", () => {
  it("shows a sales member their own week, Monday first, with neither a member to choose nor the rules", async () => {
    serve({ "GET /demo-hours": () => hoursOf([meiLing]) });
    renderScreen("sales");
    const form = await weekForm();
    expect(
      within(form)
        .getAllByRole("group")
        .map((day) => day.querySelector("legend")?.textContent),
    ).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(timeInput("Monday, hours 1: From").value).toBe("09:00");
    expect(timeInput("Friday, hours 1: Until").value).toBe("19:00");
    expect(within(form).getByRole("group", { name: "Saturday" }).textContent).toContain("No demos on Saturdays.");
    expect(screen.getByText(/These are the default hours until they are saved\./)).toBeTruthy();
    const daysOff = screen.getByRole("region", { name: "Days off" });
    expect(within(daysOff).getByRole("listitem").textContent).toBe("Thu, 24 Dec 2026Remove Thu, 24 Dec 2026");
    expect(screen.queryByLabelText("Sales member")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Booking rules" })).toBeNull();
  });

  it("adds and removes hours from the keyboard and sends the week as the server takes it", async () => {
    const fetch = serve({
      "GET /demo-hours": () => hoursOf([meiLing]),
      "POST /demo-hours/7": (body) => ({ body: { member: { ...meiLing, ...(body as object) }, demosOutside: 0 } }),
    });
    const user = userEvent.setup();
    renderScreen("sales");
    await weekForm();
    await user.click(screen.getByRole("button", { name: "Add hours on Saturday" }));
    // The new stretch's first time takes the keyboard: the business hours on an empty day.
    await waitFor(() => expect(document.activeElement).toBe(timeInput("Saturday, hours 1: From")));
    fireEvent.change(timeInput("Saturday, hours 1: Until"), { target: { value: "13:00" } });
    await user.click(screen.getByRole("button", { name: "Add hours on Monday" }));
    expect(timeInput("Monday, hours 2: From").value).toBe("19:00");
    await user.click(screen.getByRole("button", { name: "Remove Monday, hours 2" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add hours on Monday" })),
    );
    await user.click(screen.getByRole("button", { name: "Remove Friday, hours 1" }));
    await user.click(screen.getByRole("checkbox", { name: /^Takes demos/ }));
    await user.click(screen.getByRole("button", { name: "Save weekly hours" }));

    expect(await screen.findByText("Demo hours saved for mei.ling@ikey.example.")).toBeTruthy();
    const nineToSeven = [{ start: "09:00", end: "19:00" }];
    expect(sent(fetch, "POST /demo-hours/7")).toEqual([
      {
        takesDemos: false,
        weeklyHours: [[], nineToSeven, nineToSeven, nineToSeven, nineToSeven, [], [{ start: "09:00", end: "13:00" }]],
        dailyMaximum: 8,
      },
    ]);
  });

  it("checks the week with the contract's schema first: the first problem announced, under its input, focused", async () => {
    const fetch = serve({ "GET /demo-hours": () => hoursOf([meiLing]) });
    const user = userEvent.setup();
    renderScreen("sales");
    await weekForm();
    fireEvent.change(timeInput("Wednesday, hours 1: Until"), { target: { value: "08:00" } });
    fireEvent.change(timeInput("Tuesday, hours 1: From"), { target: { value: "" } });
    await user.click(screen.getByRole("button", { name: "Save weekly hours" }));

    // Tuesday is read before Wednesday.
    const message = "Tuesday: give each start as a time such as 09:00";
    expect(screen.getByRole("alert").textContent).toBe(message);
    const start = timeInput("Tuesday, hours 1: From");
    expect(start.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(start.getAttribute("aria-describedby") ?? "")?.textContent).toBe(message);
    expect(document.activeElement).toBe(start);

    fireEvent.change(start, { target: { value: "09:00" } });
    await user.click(screen.getByRole("button", { name: "Save weekly hours" }));
    expect(screen.getByRole("alert").textContent).toBe("Wednesday: each stretch must end after it starts");
    expect(document.activeElement).toBe(timeInput("Wednesday, hours 1: Until"));
    expect(sent(fetch, "POST /demo-hours/7")).toEqual([]);
  });

  it("ties the server's refusal to its field, and says when booked demos fall outside the new hours", async () => {
    let refuse = true;
    serve({
      "GET /demo-hours": () => hoursOf([meiLing]),
      "POST /demo-hours/7": () =>
        refuse
          ? {
              status: 403,
              body: {
                error: "Forbidden",
                field: "dailyMaximum",
                message: "Only an admin can raise your daily maximum above 8.",
              },
            }
          : { body: { member: meiLing, demosOutside: 2 } },
    });
    const user = userEvent.setup();
    renderScreen("sales");
    await weekForm();
    const maximum = screen.getByLabelText("Daily maximum (demos a day)");
    await user.clear(maximum);
    await user.type(maximum, "9");
    await user.click(screen.getByRole("button", { name: "Save weekly hours" }));
    await waitFor(() => expect(document.activeElement).toBe(maximum));
    expect(screen.getByRole("alert").textContent).toBe("Only an admin can raise your daily maximum above 8.");
    expect(maximum.getAttribute("aria-invalid")).toBe("true");
    expect(maximum.getAttribute("aria-describedby")).toContain("demo-week-dailyMaximum-problem");

    refuse = false;
    await user.click(screen.getByRole("button", { name: "Save weekly hours" }));
    expect(
      await screen.findByText(
        "Demo hours saved for mei.ling@ikey.example. 2 demos already booked are outside these hours and stay booked: move or cancel them from their leads.",
      ),
    ).toBeTruthy();
    expect(maximum.getAttribute("aria-invalid")).toBeNull();
  });

  it("adds a range of days off and removes one", async () => {
    const fetch = serve({
      "GET /demo-hours": () => hoursOf([meiLing]),
      "POST /demo-hours/7/days-off": () => ({ body: { member: meiLing, demosOutside: 0 } }),
      "DELETE /demo-hours/7/days-off/2026-12-24": () => ({ body: { member: meiLing, demosOutside: 0 } }),
    });
    const user = userEvent.setup();
    renderScreen("sales");
    const add = await screen.findByRole("form", { name: "Add days off" });
    fireEvent.change(within(add).getByLabelText("First day off"), { target: { value: "2026-12-31" } });
    fireEvent.change(within(add).getByLabelText("Last day off (for more than one)"), {
      target: { value: "2026-12-30" },
    });
    await user.click(within(add).getByRole("button", { name: "Add days off" }));
    expect(screen.getByRole("alert").textContent).toBe("The last day off must be on or after the first");

    fireEvent.change(within(add).getByLabelText("Last day off (for more than one)"), {
      target: { value: "2027-01-02" },
    });
    await user.click(within(add).getByRole("button", { name: "Add days off" }));
    expect(
      await screen.findByText("Days off added for mei.ling@ikey.example: Thu, 31 Dec 2026 to Sat, 2 Jan 2027."),
    ).toBeTruthy();
    expect(sent(fetch, "POST /demo-hours/7/days-off")).toEqual([{ from: "2026-12-31", to: "2027-01-02" }]);
    expect((within(add).getByLabelText("First day off") as HTMLInputElement).value).toBe("");

    await user.click(screen.getByRole("button", { name: "Remove Thu, 24 Dec 2026" }));
    expect(await screen.findByText("Thu, 24 Dec 2026 is no longer a day off for mei.ling@ikey.example.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Days off" })));
  });

  it("lets an admin choose the sales member and set the booking rules", async () => {
    const fetch = serve({
      "GET /demo-hours": () => hoursOf([kumar, meiLing]),
      "POST /demo-rules": (body) => ({ body }),
    });
    const user = userEvent.setup();
    renderScreen("admin");
    await screen.findByRole("heading", { name: "Weekly hours of kumar@ikey.example" });
    expect(timeInput("Tuesday, hours 1: From").value).toBe("14:00");
    await user.click(screen.getByRole("button", { name: "Fill in the default hours" }));
    const week = screen.getByRole("region", { name: "Weekly hours of kumar@ikey.example" });
    expect(within(week).getByRole("status").textContent).toBe("The default hours are filled in: save to keep them.");
    expect(timeInput("Tuesday, hours 1: From").value).toBe("09:00");
    expect(timeInput("Monday, hours 1: Until").value).toBe("19:00");
    await user.selectOptions(screen.getByLabelText("Sales member"), "mei.ling@ikey.example");
    expect(screen.getByRole("heading", { name: "Weekly hours of mei.ling@ikey.example" })).toBeTruthy();
    expect(timeInput("Tuesday, hours 1: From").value).toBe("09:00");
    expect(screen.getByLabelText("Daily maximum (demos a day)").getAttribute("max")).toBe("48");

    const rules = screen.getByRole("form", { name: "Booking rules" });
    const length = within(rules).getByLabelText("Demo length (minutes)");
    await user.clear(length);
    await user.type(length, "20");
    const buffer = within(rules).getByLabelText("Buffer between demos (minutes)");
    await user.clear(buffer);
    await user.type(buffer, "7");
    await user.click(within(rules).getByRole("button", { name: "Save booking rules" }));
    expect(screen.getByRole("alert").textContent).toBe("The buffer between demos must be in steps of 5 minutes");
    expect(document.activeElement).toBe(buffer);

    await user.clear(buffer);
    await user.type(buffer, "10");
    // Off until an admin turns it on, with what it does said beside it.
    const confirm = within(rules).getByRole("checkbox", { name: "Require the visitor to confirm from their e-mail" });
    expect((confirm as HTMLInputElement).checked).toBe(false);
    expect(document.getElementById(confirm.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(
      /^A new booking then holds its time for 30 minutes\./,
    );
    await user.click(confirm);
    await user.click(within(rules).getByRole("button", { name: "Save booking rules" }));
    expect(await screen.findByText("Booking rules saved.")).toBeTruthy();
    expect(sent(fetch, "POST /demo-rules")).toEqual([
      { ...DEFAULT_DEMO_SETTINGS, lengthMinutes: 20, bufferMinutes: 10, confirmByEmail: true },
    ]);
  });
});
