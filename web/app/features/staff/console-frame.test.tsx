import type { StaffRole } from "@ikey/contracts/staff";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, serveConsoleApi } from "../../../test/console-api";
import { ConsoleFrame } from "./console-frame";

function renderFrame(role: StaffRole) {
  const session = { id: 1, email: "member@ikey.example", role, name: null, language: "en" as const, csrfToken: "" };
  const Stub = createRoutesStub([
    { path: "/staff/incidents", Component: () => <ConsoleFrame session={session}>Screen</ConsoleFrame> },
  ]);
  return render(<Stub initialEntries={["/staff/incidents"]} />);
}

const navLinks = () =>
  within(screen.getByRole("navigation", { name: "Console" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("ConsoleFrame", () => {
  it.each([
    [
      "admin",
      [
        "Leads",
        "Demos",
        "Sources and speed",
        "Demo hours",
        "Accounts",
        "Incidents",
        "Help answers",
        "Announcements",
        "Help articles",
        "Translations",
        "Staff",
        "Audit log",
      ],
    ],
    ["support", ["Accounts", "Incidents", "Help answers", "Help articles"]],
    ["sales", ["Leads", "Demos", "Sources and speed", "Demo hours"]],
    ["marketing", ["Announcements"]],
  ] as const)("offers %s only the screens its role may open", (role, screens) => {
    renderFrame(role);
    expect(navLinks()).toEqual(screens);
  });

  it("marks the screen being shown", () => {
    renderFrame("support");
    expect(screen.getByRole("link", { name: "Incidents" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Accounts" }).getAttribute("aria-current")).toBeNull();
  });

  it("tells the member of a lead handed to them, with the note, until they mark it read", async () => {
    const fetch = serveConsoleApi({
      "GET /notices": () => ({
        body: {
          notices: [
            {
              id: 9,
              kind: "hand-off",
              leadId: 7,
              from: "ana@ikey.example",
              note: "Same centre as your lead 2.",
              at: Date.parse("2026-11-23T10:30:00+08:00"),
            },
          ],
        },
      }),
      "POST /notices/9/read": () => ({ body: { ok: true } }),
    });
    renderFrame("sales");
    const panel = (await screen.findByRole("heading", { name: "Handed to you" })).closest("section") as HTMLElement;
    expect(panel.textContent).toMatch(/ana@ikey\.example handed you lead 7 on 23 Nov 2026.*10:30.*\(Malaysia time\)/i);
    expect(within(panel).getByRole("link", { name: "lead 7" }).getAttribute("href")).toBe("/staff/leads/7");
    expect(within(panel).getByText("Same centre as your lead 2.")).toBeTruthy();
    await userEvent.click(within(panel).getByRole("button", { name: "Mark read" }));
    expect(await screen.findByText("Screen")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Handed to you" })).toBeNull();
    expect(callsTo(fetch, "POST /notices/9/read")).toHaveLength(1);
  });
});

// The frame reads the member's notices on each screen: none, but where a test gives some.
beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ notices: [] }));
});
afterEach(() => vi.restoreAllMocks());
