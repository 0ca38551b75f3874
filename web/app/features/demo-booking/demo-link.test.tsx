import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DemoLink } from "./demo-link";

// A link's token: 32 random bytes, base64url.
const TOKEN = "Zt0kEn-of-the-visitors-link_43-characters00";
const TUESDAY = { status: "confirmed", date: "2026-12-01", time: "10:30", minutes: 30 } as const;
const FREE_TUESDAY = ["09:00", "10:00", "11:00"];

/** What the test server answers: each call's path (with its query) and JSON body, to a Response. */
type Server = (path: string, body: Record<string, unknown> | null) => Response | Promise<Response>;

function serve(server: Server) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    return server(String(input), body);
  });
}

const slotsOf = (date: string, times: readonly string[], nextDate: string | null = null) =>
  Response.json({
    timeZone: "Asia/Kuala_Lumpur",
    date,
    slots: times.map((time) => ({ time })),
    nextDate,
    horizonDays: 30,
    lastDate: "2026-12-30",
  });

/** The API as it is for a demo on Tuesday at 10:30, with `overrides` by path. */
function demoServer(overrides: Record<string, Server> = {}): Server {
  return (path, body) => {
    const own = overrides[path.split("?")[0] ?? ""];
    if (own) return own(path, body);
    if (path === "/api/demo-booking") return Response.json(TUESDAY);
    if (path === "/api/demo-slots?date=2026-12-01") return slotsOf("2026-12-01", FREE_TUESDAY);
    return new Response(null, { status: 500 });
  };
}

function openPage(fragment = `#token=${TOKEN}`) {
  window.history.replaceState(null, "", `/demo-booking${fragment}`);
  const Stub = createRoutesStub([{ path: "/demo-booking", Component: DemoLink }]);
  return render(<Stub initialEntries={["/demo-booking"]} />);
}

/** The page's message: the prerendered line whose words follow the link's answers. */
const message = () => document.querySelector<HTMLParagraphElement>(".demo-link-message");
const said = async (text: string | RegExp) => vi.waitFor(() => expect(message()?.textContent).toMatch(text));

let zone: string | undefined;
beforeEach(() => {
  zone = process.env.TZ;
  process.env.TZ = "Asia/Kuala_Lumpur";
  // The day before the demo: the page offers no day that has passed in Malaysia.
  vi.useFakeTimers({ now: new Date("2026-11-30T09:00:00+08:00"), toFake: ["Date"] });
});
afterEach(() => {
  process.env.TZ = zone;
  if (zone === undefined) delete process.env.TZ;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("/demo-booking", () => {
  it("without a link, says what the page is for, and asks nothing", async () => {
    const fetch = serve(demoServer());
    openPage("");
    await said(/^This page moves or cancels a demo booked on our website/);
    expect(screen.getByRole("link", { name: "Request a new demo" }).getAttribute("href")).toBe("#request-a-demo");
    expect(screen.queryByRole("button")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads the demo with the token in the body and shows it in Malaysia time", async () => {
    const fetch = serve(demoServer());
    openPage();
    expect(message()?.textContent).toBe("Reading your link…");
    await said("Your demo is booked for this time:");
    expect(screen.getByText("Tuesday, 1 December at 10:30, Malaysia time")).toBeTruthy();
    expect(screen.getByText("About 30 minutes: our specialist will call you then.")).toBeTruthy();
    expect(screen.queryByText(/your time$/)).toBeNull();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/demo-booking");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
    // The link still works: it stays in the address.
    expect(window.location.hash).toBe(`#token=${TOKEN}`);
    expect(screen.getByRole("button", { name: "Move to another time" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel the demo" })).toBeTruthy();
  });

  it("confirms a demo that waits for it, by the deadline on the visitor's clock, and then offers to move it", async () => {
    const confirms: unknown[] = [];
    // Held until 10:42 in Penang on Monday 30 November.
    const tentative = { ...TUESDAY, status: "tentative", confirmBy: Date.parse("2026-11-30T10:42:00+08:00") };
    serve(
      demoServer({
        "/api/demo-booking": () => Response.json(tentative),
        "/api/demo-booking/confirm": (_path, body) => {
          confirms.push(body);
          return Response.json(TUESDAY);
        },
      }),
    );
    openPage();
    await said(/^Your demo is not confirmed yet\. Please confirm it by 10:42\sam to keep this time:$/);
    expect(screen.getByText("Tuesday, 1 December at 10:30, Malaysia time")).toBeTruthy();
    // Reading it confirmed nothing; only the press does, and nothing else is offered before it.
    expect(confirms).toEqual([]);
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Confirm my demo"]);

    fireEvent.click(screen.getByRole("button", { name: "Confirm my demo" }));
    await said("Your demo is confirmed. We have e-mailed you the calendar invitation:");
    expect(confirms).toEqual([{ token: TOKEN }]);
    await vi.waitFor(() => expect(document.activeElement).toBe(message()));
    expect(screen.getByRole("button", { name: "Move to another time" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel the demo" })).toBeTruthy();
    expect(window.location.hash).toBe(`#token=${TOKEN}`);
  });

  it("says the time was released when the confirmation comes too late", async () => {
    serve(
      demoServer({
        "/api/demo-booking": () =>
          Response.json({ ...TUESDAY, status: "tentative", confirmBy: Date.parse("2026-11-30T10:42:00+08:00") }),
        "/api/demo-booking/confirm": () =>
          Response.json({ error: "Demo Lapsed", message: "In English." }, { status: 410 }),
      }),
    );
    openPage();
    fireEvent.click(await screen.findByRole("button", { name: "Confirm my demo" }));
    await said(/^This demo was not confirmed within 30 minutes, so its time was released\./);
    expect(window.location.hash).toBe("");
    expect(screen.getByRole("link", { name: "Request a new demo" })).toBeTruthy();
  });

  it("shows the time in the visitor's own zone too when their device is elsewhere", async () => {
    process.env.TZ = "America/New_York";
    serve(demoServer());
    openPage();
    await said("Your demo is booked for this time:");
    expect(screen.getByText(/^Mon, 30 Nov, 9:30\spm GMT-5 your time$/)).toBeTruthy();
  });

  it("moves the demo to a free time of the day chosen, and says an updated invitation was e-mailed", async () => {
    const moves: unknown[] = [];
    const fetch = serve(
      demoServer({
        "/api/demo-booking/move": (_path, body) => {
          moves.push(body);
          return Response.json({ ...TUESDAY, date: "2026-12-07", time: "14:00" });
        },
        "/api/demo-slots": (path) =>
          path.endsWith("2026-12-05")
            ? slotsOf("2026-12-05", [], "2026-12-07")
            : path.endsWith("2026-12-07")
              ? slotsOf("2026-12-07", ["14:00", "14:30"])
              : slotsOf("2026-12-01", FREE_TUESDAY),
      }),
    );
    openPage();
    fireEvent.click(await screen.findByRole("button", { name: "Move to another time" }));
    const step = await screen.findByRole("form", { name: "Choose a new time" });
    await vi.waitFor(() => expect(document.activeElement).toBe(within(step).getByRole("heading")));
    // The demo's own day first.
    const date = within(step).getByLabelText("Date") as HTMLInputElement;
    expect(date.value).toBe("2026-12-01");
    await within(step).findByRole("group", { name: "Free times on Tuesday, 1 December, Malaysia time" });

    // A day without a free time offers the next that has one.
    fireEvent.change(date, { target: { value: "2026-12-05" } });
    fireEvent.click(await within(step).findByRole("button", { name: "Show Monday, 7 December" }));
    expect(date.value).toBe("2026-12-07");
    fireEvent.click(await within(step).findByRole("button", { name: "14:00" }));
    fireEvent.click(within(step).getByRole("button", { name: "Move my demo to 14:00 on Monday, 7 December" }));

    await said(/^Your demo has moved to this time\. We have e-mailed you an updated invitation/);
    expect(moves).toEqual([{ token: TOKEN, date: "2026-12-07", time: "14:00" }]);
    expect(screen.getByText("Monday, 7 December at 14:00, Malaysia time")).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(message()));
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith("/api/demo-slots"))).toHaveLength(3);
  });

  it("says a day has passed, offering today, and how far ahead one can book for a day beyond it", async () => {
    const fetch = serve(
      demoServer({
        "/api/demo-slots": (path) =>
          path.endsWith("2026-12-01") ? slotsOf("2026-12-01", FREE_TUESDAY) : slotsOf(path.slice(-10), []),
      }),
    );
    openPage();
    fireEvent.click(await screen.findByRole("button", { name: "Move to another time" }));
    const step = await screen.findByRole("form", { name: "Choose a new time" });
    const date = within(step).getByLabelText("Date") as HTMLInputElement;
    await within(step).findByRole("group", { name: "Free times on Tuesday, 1 December, Malaysia time" });

    // Issue 49: both said only "No free time is left".
    fireEvent.change(date, { target: { value: "2026-11-20" } });
    await within(step).findByText("Friday, 20 November has passed. Choose today or a later day.");
    expect(within(step).getByRole("button", { name: "Show Monday, 30 November" })).toBeTruthy();
    fireEvent.change(date, { target: { value: "2027-01-12" } });
    await within(step).findByText("Demos can be booked up to 30 days ahead, until Wednesday, 30 December.");
    // Past the longest horizon the server takes, its last day is asked, for the admins' own horizon.
    fireEvent.change(date, { target: { value: "2028-01-04" } });
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url)).at(-1)).toBe("/api/demo-slots?date=2027-11-30"),
    );
    await within(step).findByText("Demos can be booked up to 30 days ahead, until Wednesday, 30 December.");
    fireEvent.click(within(step).getByRole("button", { name: "Show Wednesday, 30 December" }));
    expect(date.value).toBe("2026-12-30");
  });

  it("offers the day's free times again when the chosen one was taken meanwhile", async () => {
    let taken = false;
    const slotCalls: string[] = [];
    serve(
      demoServer({
        "/api/demo-booking/move": () => {
          taken = true;
          return Response.json({ error: "Not Free", message: "That time is not free." }, { status: 409 });
        },
        "/api/demo-slots": (path) => {
          slotCalls.push(path);
          return slotsOf("2026-12-01", taken ? ["09:00", "10:00"] : FREE_TUESDAY);
        },
      }),
    );
    openPage();
    fireEvent.click(await screen.findByRole("button", { name: "Move to another time" }));
    fireEvent.click(await screen.findByRole("button", { name: "11:00" }));
    fireEvent.click(screen.getByRole("button", { name: "Move my demo to 11:00 on Tuesday, 1 December" }));

    await vi.waitFor(() =>
      expect(screen.getByText("That time is no longer free. Please choose another.")).toBeTruthy(),
    );
    await vi.waitFor(() => expect(slotCalls).toHaveLength(2));
    await screen.findByRole("button", { name: "10:00" });
    expect(screen.queryByRole("button", { name: "11:00" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Move my demo/ })).toBeNull();
    expect(message()?.textContent).toBe("Your demo is booked for this time:");
  });

  it("says when the demo has been moved as often as a day allows, not that the connection tried too often", async () => {
    serve(
      demoServer({
        "/api/demo-booking/move": () =>
          Response.json(
            { error: "Too Many Moves", message: "This demo has been moved as often as one day allows." },
            { status: 429, headers: { "Retry-After": "36000" } },
          ),
      }),
    );
    openPage();
    fireEvent.click(await screen.findByRole("button", { name: "Move to another time" }));
    fireEvent.click(await screen.findByRole("button", { name: "11:00" }));
    fireEvent.click(screen.getByRole("button", { name: "Move my demo to 11:00 on Tuesday, 1 December" }));
    await vi.waitFor(() =>
      expect(
        screen.getByText(
          "This demo has been moved as often as one day allows. You can move it again after midnight, Malaysia time, or cancel it.",
        ),
      ).toBeTruthy(),
    );
    // The demo stays as it was, and can still be kept or cancelled.
    fireEvent.click(screen.getByRole("button", { name: "Keep the current time" }));
    expect(await screen.findByRole("button", { name: "Cancel the demo" })).toBeTruthy();
    expect(screen.getByText("Tuesday, 1 December at 10:30, Malaysia time")).toBeTruthy();
  });

  it("cancels only after the confirming step, then shows it cancelled and drops the token from the address", async () => {
    const cancels: unknown[] = [];
    serve(
      demoServer({
        "/api/demo-booking/cancel": (_path, body) => {
          cancels.push(body);
          return Response.json({ ...TUESDAY, status: "cancelled" });
        },
      }),
    );
    openPage();
    const cancel = await screen.findByRole("button", { name: "Cancel the demo" });
    fireEvent.click(cancel);
    const confirm = await screen.findByRole("region", { name: "Cancel your demo?" });
    await vi.waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole("heading")));
    fireEvent.click(within(confirm).getByRole("button", { name: "No, keep my demo" }));
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel the demo" })),
    );
    expect(cancels).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Cancel the demo" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes, cancel my demo" }));
    await said("Your demo is cancelled. We have e-mailed you the cancellation, which takes it out of your calendar.");
    expect(cancels).toEqual([{ token: TOKEN }]);
    expect(screen.getByText("Tuesday, 1 December at 10:30, Malaysia time").tagName).toBe("DEL");
    expect(window.location.hash).toBe("");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Request a new demo" })).toBeTruthy();
  });

  it.each([
    [404, "Unknown Link", "This link does not lead to a demo."],
    [410, "Demo Over", "This demo has already begun, so this link can no longer change it."],
    [410, "Demo Cancelled", "This demo is cancelled, so this link can no longer change it."],
    [
      410,
      "Demo Lapsed",
      "This demo was not confirmed within 30 minutes, so its time was released. Our sales team has your request",
    ],
  ])("says so when the link is closed: %i %s", async (status, error, text) => {
    serve(() => Response.json({ error, message: "In English." }, { status }));
    openPage();
    await said(text);
    expect(window.location.hash).toBe("");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("refuses a token that cannot be one without asking", async () => {
    const fetch = serve(demoServer());
    openPage("#token=not-a-token");
    await said(/^This link does not lead to a demo\./);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("after too many tries says when to try again, and tries again on the button", async () => {
    vi.spyOn(Date, "now").mockReturnValue(Date.parse("2026-11-30T10:00:00+08:00"));
    let limited = true;
    serve(
      demoServer({
        "/api/demo-booking": () =>
          limited
            ? Response.json(
                { error: "Too Many Requests", message: "Too many requests." },
                { status: 429, headers: { "Retry-After": "125" } },
              )
            : Response.json(TUESDAY),
      }),
    );
    openPage();
    await said(/^Too many tries from your connection\. Please try again after 10:02\sam\.$/);
    limited = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await said("Your demo is booked for this time:");
  });

  it("tells a failed connection from a failure on the server's side", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    openPage();
    await said("We could not reach our server. Please check your connection and try again.");
    fetch.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await said("Something went wrong on our side. Please try again in a few minutes.");
  });

  it("keeps the demo and says why when a cancel is refused for too many tries without a time", async () => {
    serve(
      demoServer({
        "/api/demo-booking/cancel": () => new Response(null, { status: 429 }),
      }),
    );
    openPage();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel the demo" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes, cancel my demo" }));
    await vi.waitFor(() =>
      expect(screen.getByText("Too many tries from your connection. Please try again in a few minutes.")).toBeTruthy(),
    );
    expect(screen.getByRole("button", { name: "Yes, cancel my demo" })).toHaveProperty("disabled", false);
    expect(window.location.hash).toBe(`#token=${TOKEN}`);
  });
});
