import type { InboxOptions, LeadList, LeadSummary } from "@ikey/contracts/console-api-schemas";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { InboxPage } from "./inbox-page";

const lead = (id: number, name: string, samePerson: number): LeadSummary => ({
  id,
  form: "request-demo",
  status: "new",
  receivedAt: Date.parse("2026-11-23T09:00:00+08:00"),
  name,
  company: "Tadika Ceria",
  email: "aisyah@ceria.example",
  phone: "012-345 6789",
  assignee: null,
  unread: false,
  samePerson,
});

describe("InboxPage", () => {
  it("marks each lead the same person sent others beside, under its name", () => {
    const page: LeadList = {
      leads: [lead(3, "Aisyah Rahman", 2), lead(2, "Mei Ling Tan", 0), lead(1, "Aisyah R.", 1)],
      nextCursor: null,
      counts: { new: 3, contacted: 0, "demo-scheduled": 0, "demo-held": 0, won: 0, lost: 0, spam: 0 },
      unread: 0,
      latestId: 3,
    };
    const options: InboxOptions = { forms: [{ name: "request-demo", title: "Demo request" }], assignees: [] };
    const Stub = createRoutesStub([
      { path: "/staff/leads", Component: () => <InboxPage page={page} options={options} /> },
    ]);
    render(<Stub initialEntries={["/staff/leads"]} />);
    const names = screen.getAllByRole("rowheader").map((cell) => cell.textContent);
    expect(names).toEqual([
      "Aisyah RahmanSame person as 2 other leads",
      "Mei Ling Tan",
      "Aisyah R.Same person as another lead",
    ]);
    const first = screen.getAllByRole("rowheader")[0];
    expect(within(first as HTMLElement).getByRole("link").textContent).toBe("Aisyah Rahman");
  });
});
