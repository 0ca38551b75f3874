import type { LeadDetail } from "@ikey/contracts/console-api-schemas";
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SamePerson } from "./same-person";

const other = (id: number, changes: Partial<LeadDetail["samePersonLeads"][number]> = {}) => ({
  id,
  formTitle: "Demo request",
  status: "contacted" as const,
  receivedAt: Date.parse("2026-11-23T09:00:00+08:00"),
  name: "Aisyah Rahman",
  sameEmail: true,
  samePhone: false,
  ...changes,
});

function renderWith(samePersonLeads: LeadDetail["samePersonLeads"]) {
  const lead = { samePersonLeads } as LeadDetail;
  const Stub = createRoutesStub([{ path: "/staff/leads/:id", Component: () => <SamePerson lead={lead} /> }]);
  return render(<Stub initialEntries={["/staff/leads/9"]} />);
}

describe("SamePerson", () => {
  it("lists each other lead with its form, time in Malaysia, status, what it shares and a link to it", () => {
    renderWith([other(7), other(3, { formTitle: "Centre sign-up application", status: "new", samePhone: true })]);
    expect(screen.getByRole("heading", { name: "Same person as 2 other leads" })).toBeTruthy();
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items[0]).toMatch(
      /^Demo request from Aisyah Rahman, received 23 Nov 2026, 9:00\s?am, Contacted, same e-mail$/,
    );
    expect(items[1]).toMatch(/Centre sign-up application from Aisyah Rahman, .*, New, same e-mail and phone$/);
    const link = screen.getByRole("link", { name: "Centre sign-up application from Aisyah Rahman" });
    expect(link.getAttribute("href")).toBe("/staff/leads/3");
  });

  it("says another lead for one, and shows nothing when there is none", () => {
    const { unmount } = renderWith([other(7, { sameEmail: false, samePhone: true })]);
    expect(screen.getByRole("heading", { name: "Same person as another lead" })).toBeTruthy();
    expect(screen.getByRole("listitem").textContent).toMatch(/same phone$/);
    unmount();
    renderWith([]);
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
