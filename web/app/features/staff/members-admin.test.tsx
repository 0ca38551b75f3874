import type { MemberHandover, StaffMember, StaffSession } from "@ikey/contracts/console-api-schemas";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, serveConsoleApi } from "../../../test/console-api";
import { readSessionAs } from "../../../test/console-session";
import { changeMembers, MembersAdmin } from "./members-admin";

const session: StaffSession = {
  id: 1,
  email: "admin@ikey.example",
  role: "admin",
  name: "Admin",
  language: "en",
  csrfToken: "csrf-token",
};

const member = (id: number, email: string, role: StaffMember["role"], status: StaffMember["status"] = "active") => ({
  id,
  email,
  role,
  status,
  createdAt: 0,
  lastSignInAt: null,
  secondFactor: true,
  sessions: 1,
});

const members: StaffMember[] = [
  member(1, "admin@ikey.example", "admin"),
  member(2, "ana@ikey.example", "sales"),
  member(3, "ben@ikey.example", "sales"),
  member(4, "support@ikey.example", "support"),
  member(5, "gone@ikey.example", "sales", "disabled"),
  { ...member(6, "never@ikey.example", "support", "disabled"), secondFactor: false, sessions: 0 },
];

const handover: MemberHandover = {
  leads: { total: 51, listed: [{ id: 7, who: "Tadika Ceria (Mei Ling Tan)", status: "contacted" }] },
  demos: {
    total: 1,
    listed: [{ id: 3, leadId: 7, startsAt: Date.parse("2026-11-24T10:30:00+08:00"), centre: "Tadika Ceria" }],
  },
};

function renderScreen() {
  const Stub = createRoutesStub([
    {
      path: "/staff/members",
      action: async ({ request }) => changeMembers(await request.json()),
      Component: ({ actionData }) => <MembersAdmin members={members} outcome={actionData} />,
    },
  ]);
  return render(<Stub initialEntries={["/staff/members"]} />);
}

beforeEach(() => readSessionAs(session));
afterEach(() => vi.restoreAllMocks());

describe("disabling and enabling a member", () => {
  it("lists their open leads and demos, asks where they go, and disables only on confirming", async () => {
    const fetch = serveConsoleApi({
      "GET /members/2/handover": () => ({ body: handover }),
      "POST /members/2/disable": () => ({ body: { ok: true } }),
    });
    renderScreen();
    const row = screen.getByRole("row", { name: /ana@ikey\.example/ });
    await userEvent.click(within(row).getByRole("button", { name: "Disable" }));
    const dialog = await screen.findByRole("dialog", { name: "Disable ana@ikey.example?" });
    expect(await within(dialog).findByText("51 open leads")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Tadika Ceria (Mei Ling Tan)" }).getAttribute("href")).toBe(
      "/staff/leads/7",
    );
    expect(within(dialog).getByText("and 50 more")).toBeTruthy();
    expect(within(dialog).getByText("1 demo to come")).toBeTruthy();
    expect(within(dialog).getByText(/24 Nov 2026.*10:30.*\(Malaysia time\)/i)).toBeTruthy();
    // Only someone else who may take leads: not Ana, not support, not a disabled member.
    const choice = within(dialog).getByLabelText("Hand them to");
    const options = within(choice)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual([
      "The round robin (whoever is on duty and free)",
      "admin@ikey.example",
      "ben@ikey.example",
    ]);
    expect(callsTo(fetch, "POST /members/2/disable")).toHaveLength(0);
    await userEvent.selectOptions(choice, "ben@ikey.example");
    await userEvent.click(within(dialog).getByRole("button", { name: "Disable and hand over" }));
    expect(
      await screen.findByText("ana@ikey.example is disabled; their leads and demos are handed over."),
    ).toBeTruthy();
    expect(callsTo(fetch, "POST /members/2/disable").map((call) => call.body)).toEqual([{ reassignTo: 3 }]);
  });

  it("offers a disabled member Enable, not Disable", async () => {
    const fetch = serveConsoleApi({ "POST /members/5/enable": () => ({ body: { ok: true } }) });
    renderScreen();
    const row = screen.getByRole("row", { name: /gone@ikey\.example/ });
    expect(within(row).queryByRole("button", { name: "Disable" })).toBeNull();
    await userEvent.click(within(row).getByRole("button", { name: "Enable" }));
    expect(await screen.findByText("gone@ikey.example is enabled again.")).toBeTruthy();
    expect(callsTo(fetch, "POST /members/5/enable")).toHaveLength(1);
  });

  it("offers a member disabled before enrolling Invite again, in their role, not Enable", async () => {
    const fetch = serveConsoleApi({
      "POST /members": () => ({ body: { link: "https://ikey.example/i", expiresAt: 0 } }),
    });
    renderScreen();
    const row = screen.getByRole("row", { name: /never@ikey\.example/ });
    expect(within(row).queryByRole("button", { name: "Enable" })).toBeNull();
    await userEvent.click(within(row).getByRole("button", { name: "Invite again" }));
    expect(await screen.findByText("Invitation e-mailed to never@ikey.example.")).toBeTruthy();
    expect(callsTo(fetch, "POST /members").map((call) => call.body)).toEqual([
      { email: "never@ikey.example", role: "support" },
    ]);
  });
});
