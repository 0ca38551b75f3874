import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { AppStatusBoard } from "./app-status-board";
import { lastCheckedText, MIN_CHECKING_MS } from "./test-again";

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

describe("Test Again", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const rows = () => [...document.querySelectorAll(".status-cell")].map((cell) => cell.textContent);
  const button = () => screen.getByRole("button", { name: "Test Again" }) as HTMLButtonElement;
  const lastChecked = () => document.querySelector(".status-last-checked")?.textContent;
  const spoken = () => document.querySelector("[aria-live='polite']")?.textContent;

  it("shows each row Checking for at least the minimum time though the checks answer at once, then when it checked", async () => {
    render(<AppStatusBoard />);
    // The line is there, empty, from the first render: its words later move nothing.
    expect(lastChecked()).toBe("");
    await vi.waitFor(() => expect(button().disabled).toBe(false));
    await vi.waitFor(() => expect(lastChecked()).toMatch(/^Last checked at \d\d:\d\d/));

    // The component's own timer is what is tested: the answers themselves come at once (the mock).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const pressed = Date.UTC(2026, 11, 6, 6, 5);
    vi.setSystemTime(pressed);
    fireEvent.click(button());
    await act(() => vi.advanceTimersByTimeAsync(MIN_CHECKING_MS - 50));
    expect(rows()).toHaveLength(15);
    expect(rows().every((text) => text === "Checking")).toBe(true);
    expect(document.querySelectorAll(".spinner")).toHaveLength(15);
    // Said to screen readers too, politely, and the button waits.
    expect(spoken()).toBe("Checking the iKEY services…");
    expect(button().disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(50));
    // Every row has its answer (this file's mock: the device rows work, the checker's answer is not
    // JSON so its rows show none, the callable's lacks the results so its rows fail).
    expect(rows().filter((text) => text === "Checking")).toEqual([]);
    expect(rows().filter((text) => text?.startsWith("Working"))).toHaveLength(5);
    expect(spoken()).toBe("All checks finished: 5 working, 5 failed.");
    expect(button().disabled).toBe(false);
    await vi.waitFor(() => expect(lastChecked()).toBe(lastCheckedText(pressed + MIN_CHECKING_MS)));
  });
});
