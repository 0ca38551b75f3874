import { render, screen, within } from "@testing-library/react";
import { afterAll, describe, expect, it, vi } from "vitest";
import { AppStatusBoard } from "./app-status-board";

// The board's module starts the page's first run as it is evaluated (start-first-run.ts): every
// target answers from here on, so no check reaches for a real server.
const realFetch = vi.hoisted(() => {
  const real = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL) =>
    String(input).includes("checkApplicationStatus")
      ? Response.json({ result: {} })
      : new Response("I am alive!", { status: 200 });
  return real;
});
// The files of this project share their globals (vitest.config.ts): give the others theirs back.
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe("the live board during an incident", () => {
  it("says the open incident's state on every row of the groups it affects, and only there", async () => {
    render(<AppStatusBoard incidents={{ "parent-app": "Identified", "educator-app": "Identified" }} />);
    const notes = (name: string) =>
      [...screen.getByRole("region", { name }).querySelectorAll(".status-incident")].map((note) => note.textContent);
    expect(notes("App (Parent)")).toEqual(["Incident: Identified", "Incident: Identified", "Incident: Identified"]);
    expect(notes("App (Educator)")).toHaveLength(3);
    expect(notes("Center")).toEqual([]);
    expect(notes("Server (direct access)")).toEqual([]);
    // Beside a result that alone would say all is well.
    const parent = screen.getByRole("region", { name: "App (Parent)" });
    await vi.waitFor(() => expect(within(parent).getAllByText(/^Working/).length).toBeGreaterThan(0));
  });
});
