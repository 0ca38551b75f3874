import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Every check is a fetch: count them, and answer each as a live target would.
const requested: string[] = [];
function answerAlive(input: RequestInfo | URL) {
  requested.push(String(input));
  const body = String(input).includes("checkApplicationStatus") ? JSON.stringify({ result: {} }) : "I am alive!";
  return Promise.resolve(new Response(body, { status: 200 }));
}

/** The board's modules as a page load evaluates them: run-checks, then the second chance. */
async function freshModule() {
  vi.resetModules();
  await import("./start-first-run");
  return import("./run-checks");
}

describe("the status page's first run", () => {
  beforeEach(() => {
    requested.length = 0;
    delete window.__ikeyEarlyStatusRun;
    vi.stubGlobal("fetch", answerAlive);
  });
  afterEach(() => vi.unstubAllGlobals());

  // The callable's request goes once its attestation module has loaded (imported on use).
  const allSixSent = () => vi.waitFor(() => expect(requested).toHaveLength(6));

  it("starts once, when the module is evaluated, with all six checks at once", async () => {
    const { startEarlyRun } = await freshModule();
    await allSixSent();
    startEarlyRun();
    expect(requested).toHaveLength(6);
  });

  it("is not started again by the app's modules when the early script started it", async () => {
    // The early script is a separate bundle of this same module: two evaluations.
    await freshModule();
    const { takeEarlyRun } = await freshModule();
    await allSixSent();
    expect(takeEarlyRun()).not.toBeNull();
  });

  it("is handed to the board once; a late early script then starts nothing", async () => {
    const { startEarlyRun, takeEarlyRun } = await freshModule();
    const run = takeEarlyRun();
    expect(run?.device.api).toBeInstanceOf(Promise);
    await expect(run?.device.api).resolves.toMatchObject({ is_working: true });
    expect(takeEarlyRun()).toBeNull();
    await allSixSent();
    startEarlyRun();
    expect(requested).toHaveLength(6);
  });

  it("is not used when stale: the board runs the checks afresh", async () => {
    const { takeEarlyRun } = await freshModule();
    expect(takeEarlyRun(-1)).toBeNull();
  });
});
