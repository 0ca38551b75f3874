// `npm run bench:booking`: the demo booking (docs/decisions/0026-demo-booking.md), on SQLite and on a
// throwaway PostgreSQL, against the built server started as `npm start` starts it.
//  1. GET /api/demo-slots for the weekdays within the booking horizon, with 10 sales members and
//     10,000 demos to come (five a day each, on the next 200 weekdays): round trip p50 and p95.
//  2. Booking throughput: POST /api/RequestDemo for distinct free slots, BENCH_CONCURRENCY at a time.
//  3. The concurrency result: 50 requests at once for one slot, with all 10 members free then.
// Writes bench/results/booking.md.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { onBothEngines } from "./lib/both-engines.mjs";
import { importContract, importSource } from "./lib/contracts.mjs";
import { ROOT, startServer, stopServer, waitUntilHealthy } from "./lib/site-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3280);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SLOT_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const MEMBERS = 10;
const SEEDED_WEEKDAYS = 200;
const SEEDED_PER_DAY = 5;
const DAY_MS = 86_400_000;
const MALAYSIA_MS = 8 * 3_600_000;

function progress(message) {
  process.stderr.write(`[bench:booking] ${message}\n`);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))];
};

const malaysiaDay = (at) => new Date(at + MALAYSIA_MS).toISOString().slice(0, 10);
const instant = (day, time) => Date.parse(`${day}T${time}:00+08:00`);

/** The next `count` Monday-to-Friday days after today, in Malaysia. */
function weekdaysAhead(count) {
  const days = [];
  for (let at = Date.now() + DAY_MS; days.length < count; at += DAY_MS) {
    const day = malaysiaDay(at);
    if (![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) days.push(day);
  }
  return days;
}

/** The members and their demos to come, written with the server's own code. */
async function seed(env) {
  const { loadConfig } = await importSource("server/src/config.ts");
  const { connectDatabase } = await importSource("server/src/db/connection.ts");
  const { migrateToLatest } = await importSource("server/src/db/migrate.ts");
  const database = connectDatabase(loadConfig({ ...env, WEB_ROOT: "." }).database);
  try {
    const db = database.db;
    await migrateToLatest(db);
    const now = Date.now();
    const staff = await db
      .insertInto("staff")
      .values(
        Array.from({ length: MEMBERS }, (_, index) => ({
          email: `sales${index + 1}@ikey.example`,
          role: "sales",
          status: "active",
          created_at: now,
        })),
      )
      .returning("id")
      .execute();
    const demos = [];
    for (const day of weekdaysAhead(SEEDED_WEEKDAYS)) {
      for (const { id } of staff) {
        for (let slot = 0; slot < SEEDED_PER_DAY; slot++) demos.push({ day, staffId: id, time: `${10 + slot}:00` });
      }
    }
    for (let start = 0; start < demos.length; start += 500) {
      const batch = demos.slice(start, start + 500);
      const leads = await db
        .insertInto("leads")
        .values(
          batch.map((demo, index) => ({
            type: "request-demo",
            payload: JSON.stringify({ name: `Seeded ${start + index}`, email: `seeded${start + index}@ceria.example` }),
            submitted_at: now,
            user_agent: "bench",
            client_hash: "bench",
            is_spam: 0,
            idempotency_key: null,
            status: "demo-scheduled",
            assignee_id: demo.staffId,
            viewed_at: null,
            page: null,
            attested: null,
          })),
        )
        .returning("id")
        .execute();
      await db
        .insertInto("demo_bookings")
        .values(
          batch.map((demo, index) => ({
            lead_id: leads[index].id,
            staff_id: demo.staffId,
            starts_at: instant(demo.day, demo.time),
            ends_at: instant(demo.day, demo.time) + 30 * 60_000,
            status: "confirmed",
            email: `seeded${start + index}@ceria.example`,
            token_hash: `seeded-${start + index}`,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    return demos.length;
  } finally {
    await database.close();
  }
}

async function timed(request) {
  const started = performance.now();
  const response = await request();
  const body = await response.json();
  return { ms: performance.now() - started, status: response.status, body };
}

/** Runs `tasks` (functions) `concurrency` at a time; answers their results in order. */
async function pool(tasks, concurrency) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}

function requestDemo(code, day, time, email) {
  return fetch(`${ORIGIN}/api/RequestDemo?code=${code}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench Visitor",
      companyName: "Tadika Bench",
      email,
      contactNumber: "012-345 6789",
      appointmentDate: day,
      appointmentTime: time,
    }),
  });
}

async function measure(engine, env) {
  progress(`${engine}: seeding ${MEMBERS} members and their demos…`);
  const seeded = await seed(env);
  const { parseSiteConfig } = await importContract("site-config");
  const code = encodeURIComponent(parseSiteConfig({}).REQUEST_DEMO_CODE);
  const server = startServer(PORT, {
    logFile: join(ROOT, ".tmp", `bench-booking-${engine}.log`),
    // Every request comes from this one address: the per-address limits scale out of the way.
    env: { ...env, HOST: "127.0.0.1", LOG_LEVEL: "warn", PER_ADDRESS_LIMIT_FACTOR: "100000" },
  });
  try {
    await waitUntilHealthy(server, PORT);
    const horizon = weekdaysAhead(21);
    progress(`${engine}: ${SLOT_REQUESTS} slot lists…`);
    const lists = await pool(
      Array.from(
        { length: SLOT_REQUESTS },
        (_, index) => () => timed(() => fetch(`${ORIGIN}/api/demo-slots?date=${horizon[index % horizon.length]}`)),
      ),
      1,
    );
    if (lists.some((list) => list.status !== 200)) throw new Error("a slot list failed");

    progress(`${engine}: ${BOOKINGS} bookings of distinct slots…`);
    // Distinct slots the lists said were free, from the third weekday on (the contest takes the second).
    const listed = new Map(lists.map((list) => [list.body.date, list.body.slots.map((slot) => slot.time)]));
    const wanted = horizon.slice(2).flatMap((day) => (listed.get(day) ?? []).map((time) => ({ day, time })));
    if (wanted.length < BOOKINGS) throw new Error(`only ${wanted.length} free slots to book`);
    const started = performance.now();
    const booked = await pool(
      Array.from({ length: BOOKINGS }, (_, index) => {
        const { day, time } = wanted[index];
        return () => timed(() => requestDemo(code, day, time, `booker${index}@ceria.example`));
      }),
      CONCURRENCY,
    );
    const seconds = (performance.now() - started) / 1000;
    const confirmed = booked.filter((result) => result.body.booking?.status === "confirmed").length;

    progress(`${engine}: 50 requests at once for one slot…`);
    const contested = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        timed(() => requestDemo(code, horizon[1], "18:30", `contest${index}@ceria.example`)),
      ),
    );
    const outcomes = contested.map((result) => result.body.booking?.status);
    return {
      engine,
      seeded,
      slotsP50: percentile(
        lists.map((list) => list.ms),
        0.5,
      ),
      slotsP95: percentile(
        lists.map((list) => list.ms),
        0.95,
      ),
      freeSlots: lists[0].body.slots.length,
      bookingsPerSecond: BOOKINGS / seconds,
      bookingP95: percentile(
        booked.map((result) => result.ms),
        0.95,
      ),
      confirmed,
      contestedConfirmed: outcomes.filter((status) => status === "confirmed").length,
      contestedRequested: outcomes.filter((status) => status === "requested").length,
    };
  } finally {
    await stopServer(server);
  }
}

const results = await onBothEngines("booking", measure);
const ms = (value) => value.toFixed(1);
const lines = [
  "# Demo booking benchmark",
  "",
  `- Date: ${new Date().toISOString()}; Node ${process.version}; the built server on loopback, one client address.`,
  `- Data: ${MEMBERS} sales members in the default hours, ${SEEDED_PER_DAY} demos each a day on the next ${SEEDED_WEEKDAYS} weekdays (10,000 demos to come).`,
  `- Slot lists: ${SLOT_REQUESTS} calls of GET /api/demo-slots, one at a time, over the weekdays within the 30-day horizon; round trip.`,
  `- Bookings: ${BOOKINGS} POST /api/RequestDemo for distinct slots the lists gave as free, ${CONCURRENCY} at a time; each answer says whether it was booked.`,
  "- Contested slot: 50 requests at once for one slot with all members free then: exactly one booking per member is right.",
  "",
  "| Engine | Demos seeded | Slot list p50 ms | p95 ms | Free slots on the first day | Bookings per s | Booking p95 ms | Booked of sent | Contested: booked / kept as requests |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...results.map(
    (result) =>
      `| ${result.engine} | ${result.seeded.toLocaleString("en")} | ${ms(result.slotsP50)} | ${ms(result.slotsP95)} | ${result.freeSlots} | ${result.bookingsPerSecond.toFixed(1)} | ${ms(result.bookingP95)} | ${result.confirmed} of ${BOOKINGS} | ${result.contestedConfirmed} / ${result.contestedRequested} |`,
  ),
  "",
];
writeFileSync(join(ROOT, "bench", "results", "booking.md"), lines.join("\n"));
process.stdout.write(lines.join("\n"));
