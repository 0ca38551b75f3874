import type {
  InboxOptions,
  LeadList,
  LeadSummary,
  StaffSession,
  WaitingLeads,
} from "@ikey/contracts/console-api-schemas";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, serveConsoleApi as serve } from "../../../test/console-api";
import { readSessionAs } from "../../../test/console-session";
import { ConsoleUnavailable } from "../../lib/console/console-unavailable";
import { filtersOf } from "../../lib/console/filter-form";
import { ConsoleSession } from "../../lib/console/staff-session";
import { inboxAction } from "./inbox-actions";
import { INBOX_FILTERS, InboxPage } from "./inbox-page";
import { loadInboxScreen } from "./use-inbox";

const sales = { id: 2, email: "mei.ling@ikey.example" };

const lead = (fields: Partial<LeadSummary> & Pick<LeadSummary, "id" | "name">): LeadSummary => ({
  form: "centre-sign-up",
  status: "new",
  receivedAt: Date.parse("2026-11-27T18:30:00+08:00"),
  company: "Tadika Ceria",
  email: "lead@example.com",
  phone: "+60 12-345 6789",
  assignee: null,
  unread: false,
  firstContact: null,
  waitingMinutes: 0,
  overTarget: false,
  samePerson: 0,
  sameClient: 1,
  source: null,
  campaign: null,
  ...fields,
});

const page = (leads: LeadSummary[]): LeadList => ({
  leads,
  nextCursor: null,
  counts: { new: 2, contacted: 1, "demo-scheduled": 0, "demo-held": 0, won: 0, lost: 0, spam: 0 },
  unread: 0,
  latestId: 3,
  targetMinutes: 60,
});

const options: InboxOptions = {
  forms: [{ name: "centre-sign-up", title: "Centre sign-up" }],
  assignees: [sales],
  sources: [],
  campaigns: [],
};
const automatic = { mode: "automatic" } as const;
const waiting = (targetMinutes: number): WaitingLeads => ({
  targetMinutes,
  members: [
    { assignee: null, open: 1, overTarget: 0, longestWaitMinutes: 10 },
    { assignee: sales, open: 3, overTarget: 2, longestWaitMinutes: 125 },
  ],
});

/** The inbox as its route (routes/staff-leads.tsx) puts it together, for a member of `role`. */
function renderInbox(role: StaffSession["role"], address: string) {
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
      path: "/staff/leads",
      loader: ({ request }) => loadInboxScreen(filtersOf(new URL(request.url).search, INBOX_FILTERS).query),
      action: async ({ request }) => inboxAction(await request.json()),
      Component: function Screen() {
        return (
          <ConsoleSession value={session}>
            <InboxPage key={useLocation().search} {...useLoaderData<typeof loadInboxScreen>()} />
          </ConsoleSession>
        );
      },
      ErrorBoundary: ConsoleUnavailable,
    },
  ]);
  render(<Stub initialEntries={[address]} />);
}

beforeEach(() =>
  readSessionAs({
    id: 1,
    email: "member@ikey.example",
    role: "sales",
    name: null,
    language: "en",
    csrfToken: "csrf-token",
  }),
);
afterEach(() => vi.restoreAllMocks());

describe("the inbox's first-response clock", () => {
  it("shows each lead's business-hours wait, says in words which are past the target, and each member's waiting leads", async () => {
    serve({
      "GET /leads?sort=waiting": () => ({
        body: page([
          lead({ id: 1, name: "Friday Evening", waitingMinutes: 65, overTarget: true }),
          lead({ id: 2, name: "Monday Morning", waitingMinutes: 10 }),
        ]),
      }),
      "GET /leads/options": () => ({ body: options }),
      "GET /lead-assignment": () => ({ body: automatic }),
      "GET /first-response": () => ({ body: waiting(60) }),
    });
    renderInbox("sales", "/staff/leads?sort=waiting");
    const leads = await screen.findByRole("table", {
      name: "Leads waiting for a first contact, longest waiting first",
    });
    const rowOf = (name: string) => within(leads).getByRole("rowheader", { name }).closest("tr") as HTMLElement;
    expect(within(rowOf("Friday Evening")).getByText("Past the target")).toBeTruthy();
    expect(rowOf("Friday Evening").lastElementChild?.textContent).toBe("1 h 05 min Past the target");
    expect(rowOf("Monday Morning").lastElementChild?.textContent).toBe("10 min");
    expect(screen.getByRole("link", { name: "Longest waiting first" }).getAttribute("aria-current")).toBe("page");

    const panel = screen.getByRole("table", { name: "Leads waiting for a first contact, by member" });
    const rows = within(panel).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["Not assigned1010 min", `${sales.email}322 h 05 min`]);
    expect(within(panel).getByRole("link", { name: sales.email }).getAttribute("href")).toBe(
      `/staff/leads?assignee=${sales.id}&sort=waiting`,
    );
    // Only an admin sets the target.
    expect(screen.queryByLabelText("Business minutes a new lead may wait")).toBeNull();
  });

  it("shows how long an answered lead took", async () => {
    serve({
      "GET /leads": () => ({
        body: page([
          lead({
            id: 3,
            name: "Answered",
            status: "contacted",
            waitingMinutes: 90,
            firstContact: { at: Date.parse("2026-11-30T10:30:00+08:00"), kind: "status" },
          }),
        ]),
      }),
      "GET /leads/options": () => ({ body: options }),
      "GET /lead-assignment": () => ({ body: automatic }),
      "GET /first-response": () => ({ body: { targetMinutes: 60, members: [] } }),
    });
    renderInbox("sales", "/staff/leads");
    const row = (await screen.findByRole("rowheader", { name: "Answered" })).closest("tr") as HTMLElement;
    expect(row.lastElementChild?.textContent).toBe("Answered in 1 h 30 min");
    expect(screen.getByText("No lead is waiting for a first contact.")).toBeTruthy();
  });

  it("lets an admin set the target, and shows the server's refusal at the field", async () => {
    let target = 60;
    const fetch = serve({
      "GET /leads": () => ({ body: page([]) }),
      "GET /leads/options": () => ({ body: options }),
      "GET /lead-assignment": () => ({ body: automatic }),
      "GET /first-response": () => ({ body: waiting(target) }),
      "POST /first-response/target": (body) => {
        const { targetMinutes } = body as { targetMinutes: number };
        if (targetMinutes < 5) {
          return {
            status: 400,
            body: {
              error: "Validation Failed",
              field: "targetMinutes",
              message: "The target must be at least 5 minutes",
            },
          };
        }
        target = targetMinutes;
        return { body: { targetMinutes } };
      },
    });
    renderInbox("admin", "/staff/leads");
    const input = await screen.findByLabelText("Business minutes a new lead may wait");
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, "2");
    await user.click(screen.getByRole("button", { name: "Save target" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The target must be at least 5 minutes");
    expect(input.getAttribute("aria-invalid")).toBe("true");

    await user.clear(input);
    await user.type(input, "120");
    await user.click(screen.getByRole("button", { name: "Save target" }));
    expect(await screen.findByText("Response target saved: 2 h of business time.")).toBeTruthy();
    expect(await screen.findByText(/^Target: 2 h\./)).toBeTruthy();
    expect(callsTo(fetch, "POST /first-response/target").map((call) => call.body)).toEqual([
      { targetMinutes: 2 },
      { targetMinutes: 120 },
    ]);
  });
});

describe("the inbox's assignment switch", () => {
  it("lets an admin switch to assigning by hand only, and tells everyone how leads are assigned", async () => {
    let mode: "automatic" | "manual-only" = "automatic";
    const fetch = serve({
      "GET /leads": () => ({ body: page([]) }),
      "GET /leads/options": () => ({ body: options }),
      "GET /first-response": () => ({ body: waiting(60) }),
      "GET /lead-assignment": () => ({ body: { mode } }),
      "POST /lead-assignment": (body) => {
        mode = (body as { mode: typeof mode }).mode;
        return { body: { mode } };
      },
    });
    renderInbox("admin", "/staff/leads");
    expect(await screen.findByText(/^New leads go round robin to the sales members on duty/)).toBeTruthy();
    const group = screen.getByRole("group", { name: "How new leads reach a member" });
    const automatic = within(group).getByRole("radio", { name: /^Automatic/ }) as HTMLInputElement;
    expect(automatic.checked).toBe(true);
    const user = userEvent.setup();
    await user.click(within(group).getByRole("radio", { name: /^Manual only/ }));
    await user.click(screen.getByRole("button", { name: "Save assignment" }));
    expect(await screen.findByText("New leads are now assigned by hand only.")).toBeTruthy();
    expect(await screen.findByText("New leads are assigned by hand only.")).toBeTruthy();
    expect(callsTo(fetch, "POST /lead-assignment").map((call) => call.body)).toEqual([{ mode: "manual-only" }]);
  });

  it("shows a sales member how leads are assigned, without the switch", async () => {
    serve({
      "GET /leads": () => ({ body: page([]) }),
      "GET /leads/options": () => ({ body: options }),
      "GET /first-response": () => ({ body: waiting(60) }),
      "GET /lead-assignment": () => ({ body: { mode: "manual-only" } }),
    });
    renderInbox("sales", "/staff/leads");
    expect(await screen.findByText("New leads are assigned by hand only.")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "How new leads reach a member" })).toBeNull();
  });
});

describe("the inbox's same-person and same-client marks", () => {
  it("marks each lead the same person sent others beside, and each of a burst from one client, under its name", () => {
    const page: LeadList = {
      leads: [
        lead({ id: 4, name: "Tadika Satu", sameClient: 4 }),
        lead({ id: 3, name: "Aisyah Rahman", samePerson: 2, sameClient: 3 }),
        lead({ id: 2, name: "Mei Ling Tan" }),
        lead({ id: 1, name: "Aisyah R.", samePerson: 1, sameClient: 17 }),
      ],
      nextCursor: null,
      counts: { new: 3, contacted: 0, "demo-scheduled": 0, "demo-held": 0, won: 0, lost: 0, spam: 0 },
      unread: 0,
      latestId: 3,
      targetMinutes: 60,
    };
    const options: InboxOptions = {
      forms: [{ name: "request-demo", title: "Demo request" }],
      assignees: [],
      sources: [],
      campaigns: [],
    };
    const Stub = createRoutesStub([
      {
        path: "/staff/leads",
        Component: () => <InboxPage page={page} options={options} waiting={waiting(60)} assignment={automatic} />,
      },
    ]);
    render(<Stub initialEntries={["/staff/leads"]} />);
    const leads = within(screen.getByRole("table", { name: "Leads, newest first" }));
    const names = leads.getAllByRole("rowheader").map((cell) => cell.textContent);
    // Three from one client in a day is what one centre may book; a fourth makes a burst.
    expect(names).toEqual([
      "Tadika SatuBurst: 4 leads from one client in a day",
      "Aisyah RahmanSame person as 2 other leads",
      "Mei Ling Tan",
      "Aisyah R.Same person as another leadBurst: 17 leads from one client in a day",
    ]);
    const first = leads.getAllByRole("rowheader")[1];
    expect(within(first as HTMLElement).getByRole("link").textContent).toBe("Aisyah Rahman");
  });

  it("shows where each lead came from: its campaign's source and name, else the referring site", () => {
    const page: LeadList = {
      leads: [
        lead({ id: 3, name: "Aisyah Rahman", source: "rhb", campaign: "reflex" }),
        lead({ id: 2, name: "Mei Ling Tan", source: "www.google.com" }),
        lead({ id: 1, name: "Kumar" }),
      ],
      nextCursor: null,
      counts: { new: 3, contacted: 0, "demo-scheduled": 0, "demo-held": 0, won: 0, lost: 0, spam: 0 },
      unread: 0,
      latestId: 3,
      targetMinutes: 60,
    };
    const options: InboxOptions = { forms: [], assignees: [], sources: [], campaigns: [] };
    const Stub = createRoutesStub([
      {
        path: "/staff/leads",
        Component: () => <InboxPage page={page} options={options} waiting={waiting(60)} assignment={automatic} />,
      },
    ]);
    render(<Stub initialEntries={["/staff/leads"]} />);
    const table = screen.getByRole("table", { name: "Leads, newest first" });
    const column = within(table)
      .getAllByRole("columnheader")
      .findIndex((cell) => cell.textContent === "Source");
    const sources = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.children[column]?.textContent);
    expect(sources).toEqual(["rhb · reflex", "www.google.com", "—"]);
  });
});
