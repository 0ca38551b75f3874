import type { AuditEntryView } from "@ikey/contracts/console-api-schemas";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AuditPage } from "./audit-page";

const at = Date.parse("2026-12-02T09:30:00+08:00");
const entry = (id: number, action: string, target: string | null, detail: AuditEntryView["detail"] = null) => ({
  id,
  at,
  actor: "mei.ling@ikey.example",
  action,
  target,
  detail,
  clientHash: "abcdef0123456789",
});

function renderAudit(entries: AuditEntryView[]) {
  const Stub = createRoutesStub([
    { path: "/staff/audit", Component: () => <AuditPage first={{ entries, nextCursor: null }} /> },
  ]);
  render(<Stub initialEntries={["/staff/audit"]} />);
  const table = screen.getByRole("table", { name: "Audit log entries, newest first" });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.children[1] as HTMLElement);
}

describe("the audit log", () => {
  it("reads each entry as a sentence, its lead or member a link", () => {
    // Issue 49, point 13: entries were an action's name, a target and JSON.
    const [status, assignee, erased, invited, unknown] = renderAudit([
      entry(5, "lead.status", "lead 12", { from: "new", to: "demo-scheduled" }),
      entry(4, "lead.assignee", "lead 12", { from: null, to: "siti@ikey.example" }),
      entry(3, "lead.erase", "lead 9", { form: "request-demo" }),
      entry(2, "staff.invite", "siti@ikey.example", { role: "sales" }),
      entry(1, "status.something-new", null),
    ]);
    expect(status?.textContent).toBe("mei.ling@ikey.example moved lead 12 from New to Demo scheduled.");
    expect(
      within(status as HTMLElement)
        .getByRole("link", { name: "lead 12" })
        .getAttribute("href"),
    ).toBe("/staff/leads/12");
    expect(assignee?.textContent).toBe("mei.ling@ikey.example assigned lead 12 to siti@ikey.example.");
    // An erased lead has no page to link to.
    expect(erased?.textContent).toBe("mei.ling@ikey.example erased lead 9.");
    expect(within(erased as HTMLElement).queryByRole("link")).toBeNull();
    expect(invited?.textContent).toBe("mei.ling@ikey.example invited siti@ikey.example as sales.");
    expect(
      within(invited as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/staff/members");
    expect(unknown?.textContent).toBe("mei.ling@ikey.example status.something-new.");
  });
});
