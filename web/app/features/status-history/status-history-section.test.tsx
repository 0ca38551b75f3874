import { STATUS_REFRESH_SECONDS } from "@ikey/contracts/status-history";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fixtureHistory, NOW, openIncident, pastIncident } from "./history-fixture";
import { resetStatusHistory } from "./history-store";
import { IncidentBanner } from "./incident-banner";
import { StatusHistorySection } from "./status-history-section";

function answerWith(body: unknown, status = 200) {
  return vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async () => Response.json(body, { status, headers: { "Cache-Control": "public, no-cache" } }));
}

/** The page's parts around the live board, as the route places them. */
function renderPage() {
  return render(
    <>
      <IncidentBanner />
      <StatusHistorySection />
    </>,
  );
}

const bannerText = () => document.querySelector(".incident-banner-headline");
const bannerDetail = () => document.querySelector(".incident-banner-detail");
const group = (title: string) => screen.getByRole("article", { name: title });

/**
 * The history draws one part per frame: waits for all five bars and the incidents. Its code is
 * imported when the section comes near, and the first import in a test run is compiled then, which
 * on a busy machine takes longer than Testing Library's default second.
 */
async function historyDrawn() {
  await screen.findByRole("heading", { level: 2, name: "Past incidents" }, { timeout: 10_000 });
  return screen.getAllByRole("grid");
}

/**
 * The browser's IntersectionObserver, with the screen under the test's control: the section is on
 * screen unless a test moves it away, and `scrollToHistory` brings it back.
 */
let sectionOnScreen = true;
const observers = new Set<TestIntersectionObserver>();
class TestIntersectionObserver {
  private target?: Element;
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.target = target;
    observers.add(this);
    if (sectionOnScreen) queueMicrotask(() => this.report());
  }
  report() {
    if (this.target)
      this.callback([{ isIntersecting: true, target: this.target } as IntersectionObserverEntry], this as never);
  }
  disconnect() {
    observers.delete(this);
  }
}
function scrollToHistory() {
  sectionOnScreen = true;
  for (const observer of [...observers]) observer.report();
}

beforeEach(() => {
  resetStatusHistory();
  sectionOnScreen = true;
  observers.clear();
  vi.stubGlobal("IntersectionObserver", TestIntersectionObserver);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.querySelector(".status-board")?.remove();
});

describe("the history under the live board", () => {
  it("prerenders only its heading and one line, then shows each group's figures, bar and response times", async () => {
    const fetch = answerWith(fixtureHistory());
    renderPage();
    expect(screen.getByRole("heading", { level: 2, name: "Uptime over the last 90 days" })).toBeTruthy();
    expect(screen.getByText("Loading the history of each service…")).toBeTruthy();
    expect(screen.queryAllByRole("grid")).toHaveLength(0);

    // One group per frame, so no single task lays out the whole history.
    expect(await screen.findAllByRole("grid")).toHaveLength(1);
    expect(await historyDrawn()).toHaveLength(5);
    // Not the browser's own copy: a reload during an outage shows the incident just opened.
    expect(fetch).toHaveBeenCalledWith("/status/history", expect.objectContaining({ cache: "no-cache" }));
    expect(
      screen.getByText("Measured by our servers every minute. Updated 23 Nov 2026, 14:05 (Malaysia time)."),
    ).toBeTruthy();
    expect(
      screen
        .getAllByRole("heading", { level: 3 })
        .slice(0, 5)
        .map((heading) => heading.textContent),
    ).toEqual(["Server (with Cloudflare)", "Server (direct access)", "Center", "App (Parent)", "App (Educator)"]);

    const parent = group("App (Parent)");
    const figures = parent.querySelector("dl");
    expect(figures?.getAttribute("aria-label")).toBe("Uptime of App (Parent)");
    const pairs = [...(figures?.querySelectorAll("div") ?? [])].map((pair) => pair.textContent);
    expect(pairs).toEqual(["24 hours100%", "7 days99.99%", "30 days99.93%", "90 daysNo data"]);

    const chart = within(parent).getByRole("img");
    expect(chart.getAttribute("aria-label")).toBe(
      "Response times over the last 24 hours: the median was between 100 ms and 123 ms; the slowest hour's 95th percentile was 530 ms.",
    );
    // The hour-by-hour table is drawn when its disclosure opens.
    const details = within(parent).getByText("Response times by hour").closest("details") as HTMLDetailsElement;
    expect(within(details).queryByRole("table")).toBeNull();
    details.open = true;
    fireEvent(details, new Event("toggle"));
    const rows = within(within(details).getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(25);
    expect(rows[6]?.textContent).toBe("20:00––");
    expect(rows[24]?.textContent).toBe("14:00123 ms530 ms");
  });

  it("colours each day by its band and names it in words, the bar one tab stop on today", async () => {
    answerWith(fixtureHistory());
    renderPage();
    const [bar] = await historyDrawn();
    expect(bar?.getAttribute("aria-label")).toBe("Server (with Cloudflare): uptime by day, last 90 days");
    const cells = within(bar as HTMLElement).getAllByRole("gridcell");
    expect(cells).toHaveLength(90);
    const described = cells.slice(-4).map((cell) => [cell.dataset.band, cell.getAttribute("aria-label")]);
    expect(described).toEqual([
      ["low", "20 Nov 2026: 80% uptime, 1,440 checks, 288 failed"],
      ["fair", "21 Nov 2026: 97.5% uptime, 1,440 checks, 36 failed"],
      ["full", "22 Nov 2026: 100% uptime, 1,440 checks, 0 failed"],
      ["high", "23 Nov 2026: 99.93% uptime, 1,440 checks, 1 failed"],
    ]);
    expect(cells[0]?.dataset.band).toBe("none");
    expect(cells[0]?.getAttribute("aria-label")).toBe("26 Aug 2026: No data");
    expect(cells.filter((cell) => cell.tabIndex === 0)).toEqual([cells[89]]);
    // The colour key says what each colour means.
    expect(
      within(screen.getByRole("list", { name: "Colour key for the daily bars" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["100%", "99% or more", "95% or more", "Below 95%", "No data"]);
  });

  it("moves day by day with the arrow keys, to the ends with Home and End, and writes the day under the bar", async () => {
    answerWith(fixtureHistory());
    renderPage();
    const [bar] = await historyDrawn();
    const cells = within(bar as HTMLElement).getAllByRole("gridcell");
    const caption = bar?.parentElement?.querySelector(".day-bar-caption");
    expect(caption?.textContent).toBe("23 Nov 2026: 99.93% uptime, 1,440 checks, 1 failed");

    act(() => cells[89]?.focus());
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(cells[88]);
    expect(cells[88]?.tabIndex).toBe(0);
    expect(cells[89]?.tabIndex).toBe(-1);
    expect(caption?.textContent).toBe("22 Nov 2026: 100% uptime, 1,440 checks, 0 failed");

    fireEvent.keyDown(document.activeElement as Element, { key: "Home" });
    expect(document.activeElement).toBe(cells[0]);
    expect(caption?.textContent).toBe("26 Aug 2026: No data");
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(cells[0]);
    fireEvent.keyDown(document.activeElement as Element, { key: "End" });
    expect(document.activeElement).toBe(cells[89]);
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" });
    expect(document.activeElement).toBe(cells[89]);

    // The pointer shows another day while it rests there, then the keyboard's day again.
    fireEvent.mouseOver(cells[87] as HTMLElement);
    expect(caption?.textContent).toBe("21 Nov 2026: 97.5% uptime, 1,440 checks, 36 failed");
    fireEvent.mouseLeave(bar as HTMLElement);
    expect(caption?.textContent).toBe("23 Nov 2026: 99.93% uptime, 1,440 checks, 1 failed");
  });

  it("shows an open incident in the line at the top, linked to its entry, and past incidents with their updates", async () => {
    answerWith(fixtureHistory());
    renderPage();
    const prerenderedTexts = [bannerText()?.firstChild, bannerDetail()?.firstChild];
    expect(prerenderedTexts.map((text) => text?.textContent)).toEqual([
      "Checking for incidents…",
      "Past incidents are listed below the live checks.",
    ]);

    const link = await screen.findByRole("link", { name: "Details of Parent app sign-in fails" });
    await historyDrawn();
    // The same text nodes as the prerendered page's, with new words: hydration's text stays put.
    expect(bannerText()?.firstChild).toBe(prerenderedTexts[0]);
    expect(bannerDetail()?.firstChild).toBe(prerenderedTexts[1]);
    expect(prerenderedTexts.map((text) => text?.textContent)).toEqual([
      "Parent app sign-in fails",
      "Identified: A certificate expired; we are renewing it.",
    ]);
    expect(link.getAttribute("href")).toBe(`#incident-${openIncident.id}`);
    expect(screen.getByRole("status").dataset.state).toBe("incident");

    const open = document.getElementById(`incident-${openIncident.id}`) as HTMLElement;
    expect(within(open).getByRole("heading", { level: 3 }).textContent).toBe("Parent app sign-in fails");
    expect(open.closest("section")?.querySelector("h2")?.textContent).toBe("Open incidents");
    expect(open.textContent).toContain("Affects: App (Parent) and App (Educator)");

    const past = document.getElementById(`incident-${pastIncident.id}`) as HTMLElement;
    expect(past.closest("section")?.querySelector("h2")?.textContent).toBe("Past incidents");
    const updates = within(
      within(past).getByRole("list", { name: "Updates on Centre pages were slow, newest first" }),
    ).getAllByRole("listitem");
    expect(updates.map((update) => update.textContent)).toEqual([
      "Resolved 20 Nov 2026, 16:05Back to normal.",
      "Investigating 20 Nov 2026, 14:05Centre pages take\nlonger to load.",
    ]);
    expect(past.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-20T06:05:00.000Z");
  });

  it("says so when nothing is open, and when the history cannot be had", async () => {
    answerWith(fixtureHistory([pastIncident]));
    const { unmount } = renderPage();
    // Not "No incidents reported." above the list of the month's incidents.
    await waitFor(() => expect(bannerText()?.textContent).toBe("No open incidents."));
    expect(screen.getByRole("status").dataset.state).toBe("clear");
    expect(screen.queryByRole("link", { name: /^Details/ })).toBeNull();
    unmount();

    resetStatusHistory();
    vi.restoreAllMocks();
    answerWith(fixtureHistory([]));
    const quiet = renderPage();
    await waitFor(() => expect(bannerText()?.textContent).toBe("No incidents reported."));
    quiet.unmount();

    resetStatusHistory();
    vi.restoreAllMocks();
    answerWith({ error: "unavailable", message: "Try later" }, 503);
    renderPage();
    await waitFor(() => expect(bannerText()?.textContent).toBe("Incident reports could not be loaded."));
    expect(screen.getByText("The history could not be loaded. Please try again later.")).toBeTruthy();
    expect(screen.queryAllByRole("grid")).toHaveLength(0);
  });

  it("loads what draws the history only as the section nears the screen; the banner does not wait for it", async () => {
    sectionOnScreen = false;
    answerWith(fixtureHistory([openIncident]));
    renderPage();
    await waitFor(() => expect(bannerText()?.textContent).toBe("Parent app sign-in fails"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByRole("grid")).toHaveLength(0);
    expect(screen.getByText("Loading the history of each service…")).toBeTruthy();

    act(() => scrollToHistory());
    expect(await historyDrawn()).toHaveLength(5);
  });

  it("asks again every few seconds while shown, and draws an incident opened meanwhile", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetch = answerWith(fixtureHistory([]));
      renderPage();
      await waitFor(() => expect(bannerText()?.textContent).toBe("No incidents reported."));
      expect(fetch).toHaveBeenCalledTimes(1);

      // The same answer again (a 304 gives the browser's copy back) draws nothing new.
      await act(() => vi.advanceTimersByTimeAsync(STATUS_REFRESH_SECONDS * 1000));
      expect(fetch).toHaveBeenCalledTimes(2);

      fetch.mockImplementation(async () => Response.json({ ...fixtureHistory([openIncident]), generatedAt: NOW + 1 }));
      await act(() => vi.advanceTimersByTimeAsync(STATUS_REFRESH_SECONDS * 1000));
      await waitFor(() => expect(bannerText()?.textContent).toBe("Parent app sign-in fails"));

      // A hidden page stops asking, and asks at once when shown again.
      const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
      await act(() => vi.advanceTimersByTimeAsync(3 * STATUS_REFRESH_SECONDS * 1000));
      expect(fetch).toHaveBeenCalledTimes(3);
      visibility.mockReturnValue("visible");
      act(() => {
        document.dispatchEvent(new Event("visibilitychange"));
      });
      expect(fetch).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks for the history only once the live board's checks have finished", async () => {
    const board = document.createElement("div");
    board.className = "status-board";
    board.dataset.complete = "false";
    document.body.append(board);
    const fetch = answerWith(fixtureHistory());
    renderPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();

    board.dataset.complete = "true";
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(await historyDrawn()).toHaveLength(5);
  });
});
