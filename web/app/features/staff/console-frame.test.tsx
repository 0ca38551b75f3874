import type { StaffRole } from "@ikey/contracts/staff";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ConsoleFrame } from "./console-frame";

function renderFrame(role: StaffRole) {
  const session = { email: "member@ikey.example", role, name: null, language: "en" as const, csrfToken: "" };
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
        "Staff",
        "Audit log",
      ],
    ],
    ["support", ["Accounts", "Incidents", "Help answers"]],
    ["sales", ["Leads", "Demos", "Sources and speed", "Demo hours"]],
  ] as const)("offers %s only the screens its role may open", (role, screens) => {
    renderFrame(role);
    expect(navLinks()).toEqual(screens);
  });

  it("marks the screen being shown", () => {
    renderFrame("support");
    expect(screen.getByRole("link", { name: "Incidents" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Accounts" }).getAttribute("aria-current")).toBeNull();
  });
});
