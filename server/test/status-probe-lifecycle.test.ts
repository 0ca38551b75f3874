import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import type { StatusHistory } from "@ikey/contracts/api-schemas";
import { STATUS_HISTORY_PATH } from "@ikey/contracts/status-history";
import { STATUS_SUBSCRIPTIONS_PATH } from "@ikey/contracts/status-updates";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { connectDatabase } from "../src/db/connection";
import { migrateToLatest } from "../src/db/migrate";
import { withLimits } from "../src/limits/limits";
import { createFixtureSite } from "./fixture-site";
import { engines, freshDatabase, testScryptCost } from "./test-app";

/**
 * Shorter than the default (a minute), through the limits buildApp is given,
 * so two starts with two rounds each stay within a few seconds.
 */
const INTERVAL_MS = 1_000;

/**
 * The server's own server2 keepalive, reached through a relay that can hold a probe until the
 * server has begun to stop, then pass it on: a round that overlaps the server's own stop.
 */
async function ownTargetRelay() {
  let appPort = 0;
  let holding: { started: () => void; release: Promise<void> } | undefined;
  const relay: Server = createServer(async (request, response) => {
    const held = holding;
    if (held) {
      holding = undefined;
      held.started();
      await held.release;
    }
    try {
      const answer = await fetch(`http://127.0.0.1:${appPort}${request.url}`);
      response.writeHead(answer.status, { "content-type": "text/plain" }).end(await answer.text());
    } catch {
      response.destroy(); // refused: the probe sees what it would see of the server itself
    }
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(relay.address() as AddressInfo).port}/status/keepalive/server2`,
    forward: (port: number) => {
      appPort = port;
    },
    /** Holds the next probe; resolves once one is held, with the function that lets it go. */
    holdNext: () =>
      new Promise<() => void>((resolveHeld) => {
        let release: () => void = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        holding = { started: () => resolveHeld(release), release: released };
      }),
    close: () =>
      new Promise<void>((resolve) => {
        relay.closeAllConnections();
        relay.close(() => resolve());
      }),
  };
}

/**
 * A POST whose body has not all arrived: a request the server must finish before it stops. It asks
 * for "100 Continue", so it is known to be in the server's hands before the test goes on.
 */
async function requestStillArriving(port: number) {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  socket.write(
    [
      `POST ${STATUS_SUBSCRIPTIONS_PATH} HTTP/1.1`,
      "Host: 127.0.0.1",
      "Content-Type: application/json",
      "Content-Length: 2",
      "Expect: 100-continue",
      "Connection: close",
      "",
      "",
    ].join("\r\n"),
  );
  const [continued] = await once(socket, "data");
  expect(String(continued)).toMatch(/^HTTP\/1.1 100 Continue/);
  return {
    finish: async () => {
      socket.end("{}");
      await once(socket, "close");
    },
  };
}

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

describe.each(engines)("the background probes around the server's own start and stop on %s", (engine) => {
  it("record no failure on a fresh start, nor when a round overlaps a stop, nor after a restart", async () => {
    const site = createFixtureSite();
    cleanups.push(site.remove);
    const data = await freshDatabase(engine);
    cleanups.push(data.drop);
    const relay = await ownTargetRelay();
    cleanups.push(relay.close);
    const config = loadConfig({ WEB_ROOT: site.root, ...data.env, STATUS_SERVER2_URL: relay.url });
    const limits = withLimits({ statusHistory: { probeIntervalMs: INTERVAL_MS } });

    /** The real server as main.ts starts it: migrated, built with its jobs, then listening. */
    const start = async () => {
      const database = connectDatabase(config.database);
      await migrateToLatest(database.db);
      const app = await buildApp({ config, database, logger: false, scryptCost: testScryptCost, limits });
      await app.listen({ host: "127.0.0.1", port: 0 });
      const { port } = app.server.address() as AddressInfo;
      relay.forward(port);
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await app.close();
      };
      cleanups.push(close);
      const rounds = async () =>
        Number(
          (
            await database.db
              .selectFrom("status_probes")
              .select((eb) => eb.fn.countAll().as("count"))
              .executeTakeFirstOrThrow()
          ).count,
        ) / 4;
      const history = async () =>
        (await (await fetch(`http://127.0.0.1:${port}${STATUS_HISTORY_PATH}`)).json()) as StatusHistory;
      return { port, close, rounds, history };
    };

    /** Every figure 100 %, no day with a failed check, and today measured. */
    const expectNoFailure = (history: StatusHistory) => {
      for (const group of history.groups) {
        expect(group.uptime, group.id).toEqual({ day: 100, week: 100, month: 100, quarter: 100 });
        expect(group.days.filter((day) => day.failures > 0 || (day.uptime !== null && day.uptime < 100))).toEqual([]);
        expect(group.days.at(-1)?.checks, group.id).toBeGreaterThan(0);
      }
    };

    const first = await start();
    await expect.poll(first.rounds, { timeout: 4 * INTERVAL_MS, interval: 50 }).toBeGreaterThanOrEqual(2);
    expectNoFailure(await first.history());
    const before = await first.rounds();

    // A stop under traffic: a visitor's request is still arriving, so the server keeps its database
    // open while it drains, and the next round's own-server probe is held until the stop has begun.
    // It then gets what a stopping server answers (503, or a refused connection).
    const release = await relay.holdNext();
    const visitor = await requestStillArriving(first.port);
    const stopping = first.close();
    setTimeout(release, 50);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await visitor.finish();
    await stopping;

    const second = await start();
    await expect.poll(second.rounds, { timeout: 4 * INTERVAL_MS, interval: 50 }).toBeGreaterThanOrEqual(before + 2);
    expectNoFailure(await second.history());
    await second.close();
  });
});
