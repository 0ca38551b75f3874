import type { StatusSummary } from "@ikey/contracts/status-embed";
import { STATUS_TARGETS } from "@ikey/contracts/status-history";
import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { openIncident, postIncidentUpdate } from "../src/status/incident-store";
import { recordProbes } from "../src/status/probe-rollups";
import { badgeColours } from "../src/status/status-badge";
import { type StaffHarness, staffHarnessPerTest } from "./staff-harness";
import { engines } from "./test-app";

const setup = staffHarnessPerTest();
const MINUTE = 60_000;

const get = (h: StaffHarness, url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
  h.app.inject({ method, url, headers });
const summaryOf = async (h: StaffHarness, query = "") =>
  (await get(h, `/status/summary.json${query}`)).json<StatusSummary>();

/** One probe round as the job stores it: every target works but those named. */
const probeRound = (h: StaffHarness, failing: readonly string[] = []) =>
  recordProbes(
    h.db,
    STATUS_TARGETS.map((target) => ({
      target,
      probedAt: h.now(),
      durationMs: 120,
      failure: failing.includes(target) ? ("status" as const) : null,
    })),
  );

/** Past the instance's 30 s copy and the readers' max-age: the next answer reads the state again. */
const nextCopy = (h: StaffHarness) => h.advance(30_000);

/** The badge parsed as XML (a parse error throws), with what an <img> and a screen reader take from it. */
function parseBadge(text: string) {
  const errors: string[] = [];
  const document = new DOMParser({ onError: (level, message) => errors.push(`${level}: ${message}`) }).parseFromString(
    text,
    "image/svg+xml",
  );
  expect(errors).toEqual([]);
  const svg = document.documentElement;
  if (!svg) throw new Error("no root element");
  const title = svg.getElementsByTagName("title")[0]?.textContent ?? "";
  const texts = Array.from(svg.getElementsByTagName("text")).map((node) => node.textContent);
  return {
    root: svg.tagName,
    role: svg.getAttribute("role"),
    label: svg.getAttribute("aria-label"),
    title,
    texts,
    width: Number(svg.getAttribute("width")),
    height: svg.getAttribute("height"),
    fills: Array.from(svg.getElementsByTagName("rect")).map((rect) => rect.getAttribute("fill")),
    scripts: svg.getElementsByTagName("script").length,
  };
}

/** WCAG 2's contrast ratio of white text on `hex`. */
function contrastWithWhite(hex: string): number {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe("the badge's colours", () => {
  it("keep white text at 4.5:1 or more on every state", () => {
    for (const [state, colour] of Object.entries(badgeColours)) {
      expect(contrastWithWhite(colour), state).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe.each(engines)("the status badge and summary on %s", (engine) => {
  it("say no data before any probe, working after a round, and failed for the failing target's groups", async () => {
    const h = await setup(engine);
    const fresh = await summaryOf(h);
    expect(fresh.state).toBe("unknown");
    expect(fresh.groups.map((group) => [group.id, group.state, group.since])).toEqual([
      ["server1", "unknown", null],
      ["server2", "unknown", null],
      ["center", "unknown", null],
      ["parent-app", "unknown", null],
      ["educator-app", "unknown", null],
    ]);
    expect(parseBadge((await get(h, "/status/badge.svg")).body).title).toBe("iKEY status: No data");

    const firstRound = h.now();
    await probeRound(h);
    // The instance's copy is kept for 30 s: a state newer than it waits for the next copy.
    expect((await summaryOf(h)).state).toBe("unknown");
    nextCopy(h);
    const working = await summaryOf(h);
    expect([working.state, working.label]).toEqual(["working", "Working"]);
    expect(working.groups.every((group) => group.state === "working" && group.since === firstRound)).toBe(true);

    h.advance(MINUTE);
    const failedAt = h.now();
    await probeRound(h, ["api"]);
    nextCopy(h);
    const failed = await summaryOf(h);
    expect(failed.state).toBe("failed");
    expect(failed.groups.filter((group) => group.state === "failed").map((group) => [group.id, group.since])).toEqual([
      ["parent-app", failedAt],
      ["educator-app", failedAt],
    ]);
    const badge = parseBadge((await get(h, "/status/badge.svg")).body);
    expect([badge.title, badge.fills]).toEqual(["iKEY status: Failed", [badgeColours.label, badgeColours.failed]]);
    const center = parseBadge((await get(h, "/status/badge.svg?group=center")).body);
    expect([center.title, center.texts]).toEqual(["Center: Working", ["Center", "Working"]]);

    // Probes that stopped say nothing about now: three intervals on, the state is unknown again.
    h.advance(3 * MINUTE);
    expect((await summaryOf(h)).state).toBe("unknown");
  });

  it("show an open incident in its groups with its state, and drop it once resolved", async () => {
    const h = await setup(engine);
    await probeRound(h);
    const opened = h.now();
    const id = await openIncident(
      h.db,
      { title: "Centre sign-in slow", groups: ["center"], status: "investigating", message: "Looking into it." },
      "automatic",
      opened,
    );
    const summary = await summaryOf(h, "?lang=ms");
    expect(summary.state).toBe("incident");
    expect(summary.groups.find((group) => group.id === "center")).toEqual({
      id: "center",
      name: "Pusat",
      state: "incident",
      label: "Insiden: Sedang disiasat",
      since: opened,
    });
    expect(summary.groups.filter((group) => group.state === "working")).toHaveLength(4);
    expect(summary.incidents).toEqual([
      {
        id,
        title: "Centre sign-in slow",
        status: "investigating",
        statusLabel: "Sedang disiasat",
        groups: ["center"],
        startedAt: opened,
        url: `http://localhost:3000/ms/check-app-status#incident-${id}`,
      },
    ]);
    expect(summary.maintenance).toEqual([]);

    h.advance(MINUTE);
    await postIncidentUpdate(h.db, id, { status: "identified", message: "Found it." }, "automatic", h.now());
    nextCopy(h);
    const zh = parseBadge((await get(h, "/status/badge.svg?group=center&lang=zh")).body);
    expect(zh.title).toBe("中心: 故障：已查明原因");
    expect(zh.fills[1]).toBe(badgeColours.incident);

    await postIncidentUpdate(h.db, id, { status: "resolved", message: "Fixed." }, "automatic", h.now());
    nextCopy(h);
    await probeRound(h);
    const after = await summaryOf(h);
    expect([after.state, after.incidents]).toEqual(["working", []]);
  });

  it("make a valid, accessible SVG whose width follows its text, in each language", async () => {
    const h = await setup(engine);
    await probeRound(h);
    const widths: number[] = [];
    for (const [query, title] of [
      ["", "iKEY status: Working"],
      ["?lang=ms", "Status iKEY: Berfungsi"],
      ["?lang=zh", "iKEY 服务状态: 正常"],
      ["?group=parent-app&lang=ms", "Aplikasi (Ibu Bapa): Berfungsi"],
    ] as const) {
      const badge = parseBadge((await get(h, `/status/badge.svg${query}`)).body);
      expect(badge.root).toBe("svg");
      expect(badge.role).toBe("img");
      expect(badge.title).toBe(title);
      expect(badge.label).toBe(badge.title);
      expect([badge.height, badge.scripts]).toEqual(["20", 0]);
      widths.push(badge.width);
    }
    expect(widths[3]).toBeGreaterThan(widths[0] ?? Number.POSITIVE_INFINITY);
  });

  it("are cacheable for 30 s by any origin, revalidate with their ETag, and answer HEAD", async () => {
    const h = await setup(engine);
    await probeRound(h);
    const summary = await get(h, "/status/summary.json", { origin: "https://intranet.centre.example" });
    const badge = await get(h, "/status/badge.svg?group=server1");
    for (const reply of [summary, badge]) {
      expect(reply.statusCode).toBe(200);
      expect(reply.headers["cache-control"]).toBe("public, max-age=30");
      expect(reply.headers["access-control-allow-origin"]).toBe("*");
      expect(reply.headers["access-control-allow-credentials"]).toBeUndefined();
      expect(reply.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      expect(reply.headers["x-content-type-options"]).toBe("nosniff");
      expect(reply.headers.age).toBe("0");
      expect(reply.headers.etag).toMatch(/^"[\w-]{27}"$/);
    }
    expect(summary.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(badge.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(badge.headers["content-security-policy"]).toBe("default-src 'none'");

    // A copy 12 s old says so, so no reader keeps it past the 30 s the state was read at.
    h.advance(12_000);
    const later = await get(h, "/status/badge.svg?group=server1", { "if-none-match": String(badge.headers.etag) });
    expect([later.statusCode, later.body, later.headers.age]).toEqual([304, "", "12"]);
    expect(later.headers["cache-control"]).toBe("public, max-age=30");

    // Read again after 30 s, the state unchanged: the same ETag, so still a 304, though the summary's moment moved on.
    nextCopy(h);
    const same = await get(h, "/status/summary.json", { "if-none-match": String(summary.headers.etag) });
    expect([same.statusCode, same.headers.age]).toEqual([304, "0"]);
    h.advance(MINUTE);
    await probeRound(h, ["server1"]);
    nextCopy(h);
    const changed = await get(h, "/status/badge.svg?group=server1", { "if-none-match": String(badge.headers.etag) });
    expect(changed.statusCode).toBe(200);

    const head = await get(h, "/status/badge.svg", {}, "HEAD");
    expect([head.statusCode, head.headers["content-type"], head.body]).toEqual([
      200,
      "image/svg+xml; charset=utf-8",
      "",
    ]);
    expect((await get(h, "/status/summary.json", {}, "HEAD")).statusCode).toBe(200);
  });

  it("refuse an unknown group or language with JSON naming it", async () => {
    const h = await setup(engine);
    for (const [url, field] of [
      ["/status/badge.svg?group=payments", "group"],
      ["/status/badge.svg?lang=fr", "lang"],
      ["/status/summary.json?lang=de", "lang"],
    ] as const) {
      const reply = await get(h, url);
      expect(reply.statusCode, url).toBe(400);
      expect(reply.headers["content-type"]).toMatch(/^application\/json/);
      expect(reply.json()).toMatchObject({ error: "Bad Request", field, message: expect.stringContaining(field) });
    }
  });
});
