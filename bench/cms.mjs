// `npm run bench:cms`: the console's posts on the public site (issue 52, docs/decisions/0045-cms.md).
//  1. Server time of a console post's page and of the list of posts (`/announcement`, which the
//     server fills with the console's posts), on SQLite and on a throwaway PostgreSQL, with
//     BENCH_POSTS posts published in English, Malay and Chinese, each body about 10,000 characters:
//       - cold: the first request for the page after a change in the console (a draft saved on
//         another item, which makes the instance read the database again and drop the pages it had
//         made), BENCH_COLD times, and the first request after a restart, once per language;
//       - warm: BENCH_REQUESTS requests one after another, cycling over the three languages.
//     The public pages send no Server-Timing header (only the console's API and the status
//     history do), so the figure is the time to the first byte of the answer over loopback, on a
//     kept-alive connection, asking for `br, gzip` as a browser does. Goal: warm p95 ≤ 20 ms.
//  2. Publish to visible on a second instance: `npm run cluster`'s two instances on one
//     PostgreSQL; BENCH_PUBLICATIONS times, a post is published through the console API on the
//     first instance, and the second is asked for its address every 200 ms until it answers 200;
//     then it is unpublished on the first, and both are asked until they answer 410. Each action
//     waits a drawn delay first, so it falls anywhere in the instances' 10-second refresh
//     (CMS_REFRESH_MS).
// Everything is on loopback with a fixed number of requests; every wait has a deadline. The
// servers are the built ones (`node scripts/start.mjs`, which builds when stale). It writes
// bench/results/cms.md.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync } from "node:zlib";
import { startCluster } from "../scripts/cluster.mjs";
import { onBothEngines } from "./lib/both-engines.mjs";
import { announcements, LANGUAGES, random, writePost } from "./lib/cms-posts.mjs";
import { median, percentile } from "./lib/median.mjs";
import { httpGet, portInUse, ROOT, startServer, stopServer, waitUntilHealthy } from "./lib/site-server.mjs";
import { enrolAndSignIn } from "./lib/staff-session.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3280);
// The cluster's front; its instances take the next two ports.
const CLUSTER_PORT = PORT + 10;
const POSTS = Number(process.env.BENCH_POSTS ?? 50);
const COLD = Number(process.env.BENCH_COLD ?? 60);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const PUBLICATIONS = Number(process.env.BENCH_PUBLICATIONS ?? 5);
const POLL_MS = 200;
const VISIBLE_DEADLINE_MS = 30_000;
const REFRESH_MS = 10_000; // contracts/cms.ts's CMS_REFRESH_MS
const GOAL_MS = 20;
const REQUEST_TIMEOUT_MS = 10_000;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECRET_KEY = "bench-staff-secret-key-not-for-production-01";
const EMAIL = "bench.marketing@ikey.example";
const PREFIX = { en: "", ms: "/ms", zh: "/zh" };
/** What a browser asks for a page with. */
const BROWSER = { accept: "text/html", "accept-encoding": "br, gzip" };

function progress(message) {
  process.stderr.write(`[bench:cms] ${message}\n`);
}

const postPath = (language, slug) => `${PREFIX[language]}/announcement/${slug}`;
const listPath = (language) => `${PREFIX[language]}/announcement`;

/** One page as a browser asks for it; anything but `status` throws. */
async function get(origin, path, status = 200) {
  const response = await httpGet(`${origin}${path}`, BROWSER, REQUEST_TIMEOUT_MS);
  if (response.status !== status) throw new Error(`GET ${path}: ${response.status}, not ${status}`);
  return response;
}

/** The status of an address, 0 if it did not answer. */
const statusOf = (origin, path) =>
  httpGet(`${origin}${path}`, BROWSER, REQUEST_TIMEOUT_MS).then(
    (response) => response.status,
    () => 0,
  );

/** A filled page says the post's words and has no slot left. */
function checkPage(response, title) {
  const html =
    response.headers["content-encoding"] === "br"
      ? brotliDecompressSync(response.body).toString()
      : String(response.body);
  if (!html.includes(title)) throw new Error(`the page does not name "${title}"`);
  if (html.includes("cms-slot-")) throw new Error("the page has an unfilled slot");
  return html.length;
}

const stats = (values) => ({
  p50: percentile(values, 0.5),
  p95: percentile(values, 0.95),
  p99: percentile(values, 0.99),
  count: values.length,
});

async function measure(engine, env) {
  const fullEnv = {
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    STAFF_SECRET_KEY: SECRET_KEY,
    STAFF_CONSOLE_URL: ORIGIN,
    ...env,
  };
  const logFile = join(ROOT, ".tmp", `bench-cms-${engine}.log`);
  let server = startServer(PORT, { logFile, env: fullEnv });
  try {
    await waitUntilHealthy(server, PORT);
    const session = await enrolAndSignIn(ORIGIN, fullEnv, { email: EMAIL, role: "marketing" });
    const api = announcements(ORIGIN, session);

    progress(`${engine}: writing and publishing ${POSTS} posts in ${LANGUAGES.length} languages…`);
    const seedStarted = performance.now();
    const posts = [];
    const publishMs = [];
    for (let n = 1; n <= POSTS; n++) {
      const post = await writePost(api, n);
      for (const language of LANGUAGES) {
        const started = performance.now();
        await api.publish(post.id, language);
        publishMs.push(performance.now() - started);
      }
      posts.push(post);
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const bodyLengths = Object.fromEntries(
      LANGUAGES.map((language) => [language, posts.map((post) => post.words[language].body.length)]),
    );

    // The list names every post, newest first, in each language.
    for (const language of LANGUAGES) {
      const html = brotliDecompressSync((await get(ORIGIN, listPath(language))).body).toString();
      const slugs = posts.map((post) => post.words[language].slug);
      const at = slugs.map((slug) => html.indexOf(`/announcement/${slug}"`));
      if (at.some((index) => index < 0)) throw new Error(`${listPath(language)} does not list every post`);
      if (at.some((index, i) => i > 0 && index > at[i - 1]))
        throw new Error(`${listPath(language)} is not newest first`);
    }

    // Cold: a draft saved on another item, then the first request for a post and for the list.
    progress(`${engine}: ${COLD} cold rounds (a draft saved, then a post and the list)…`);
    const touched = await writePost(api, 0, ["en"]);
    let version = 1;
    const cold = { post: { first: [], last: [] }, list: { first: [], last: [] } };
    const pageBytes = {};
    for (let round = 0; round < COLD; round++) {
      version = await api.save(touched.id, "en", { ...touched.words.en, title: `Draft ${round}` }, version);
      const language = LANGUAGES[round % LANGUAGES.length];
      const post = posts[(round * 7) % posts.length];
      // The post first: the list renders every post's body, which the post's page would then find made.
      const page = await get(ORIGIN, postPath(language, post.words[language].slug));
      const list = await get(ORIGIN, listPath(language));
      if (round < LANGUAGES.length) {
        pageBytes[`post:${language}`] = { br: page.bytes, html: checkPage(page, post.words[language].title) };
        pageBytes[`list:${language}`] = { br: list.bytes, html: checkPage(list, post.words[language].title) };
      }
      cold.post.first.push(page.firstByteMs);
      cold.post.last.push(page.ms);
      cold.list.first.push(list.firstByteMs);
      cold.list.last.push(list.ms);
    }

    // Warm: the same pages again and again, cycling over the languages.
    const warm = {};
    for (const [kind, pathOf] of [
      ["post", (language) => postPath(language, posts[0].words[language].slug)],
      ["list", listPath],
    ]) {
      progress(`${engine}: ${REQUESTS} warm requests for the ${kind}…`);
      const first = [];
      const last = [];
      for (let i = 0; i < 30; i++) await get(ORIGIN, pathOf(LANGUAGES[i % 3])); // warm-up
      const started = performance.now();
      for (let i = 0; i < REQUESTS; i++) {
        const response = await get(ORIGIN, pathOf(LANGUAGES[i % 3]));
        first.push(response.firstByteMs);
        last.push(response.ms);
      }
      warm[kind] = { first, last, seconds: (performance.now() - started) / 1000 };
    }

    // After a restart: the first request of each page, with the server's code not yet optimised either.
    progress(`${engine}: restarting…`);
    await stopServer(server);
    server = startServer(PORT, { logFile, env: fullEnv });
    await waitUntilHealthy(server, PORT);
    const restart = { post: [], list: [] };
    for (const language of LANGUAGES) {
      restart.post.push((await get(ORIGIN, postPath(language, posts[1].words[language].slug))).firstByteMs);
      restart.list.push((await get(ORIGIN, listPath(language))).firstByteMs);
    }
    return { engine, seedSeconds, publishMs, bodyLengths, cold, warm, restart, pageBytes };
  } finally {
    await stopServer(server);
  }
}

/** Asks `origin` for `path` every POLL_MS from `started` until it answers `status`; ms since `started`, or null. */
async function whenAnswers(origin, path, status, started) {
  for (let asked = 0; performance.now() - started < VISIBLE_DEADLINE_MS; asked++) {
    if ((await statusOf(origin, path)) === status) return performance.now() - started;
    const nextAt = started + (asked + 1) * POLL_MS;
    await sleep(Math.max(0, nextAt - performance.now()));
  }
  return null;
}

async function publishToVisible() {
  for (let port = CLUSTER_PORT; port <= CLUSTER_PORT + 2; port++) {
    if (await portInUse(port)) throw new Error(`port ${port} is in use`);
  }
  progress(`two instances on one PostgreSQL (npm run cluster on port ${CLUSTER_PORT})…`);
  const cluster = await startCluster({
    instances: 2,
    port: CLUSTER_PORT,
    env: { LOG_LEVEL: "warn", STAFF_SECRET_KEY: SECRET_KEY },
    logDir: join(ROOT, ".tmp", "bench-cms-cluster"),
  });
  const [a, b] = cluster.instances.map((child) => `http://127.0.0.1:${child.port}`);
  const rows = [];
  try {
    const session = await enrolAndSignIn(a, cluster.consoleEnv, { email: EMAIL, role: "marketing" });
    const api = announcements(a, session);
    const delay = random(52);
    for (let n = 1; n <= PUBLICATIONS; n++) {
      const post = await writePost(api, 100 + n, ["en"]);
      const path = postPath("en", post.words.en.slug);
      // A drawn moment in the second instance's refresh period.
      await sleep(delay() * REFRESH_MS);
      let started = performance.now();
      await api.publish(post.id, "en");
      const publishMs = performance.now() - started;
      const onA = await whenAnswers(a, path, 200, started);
      const onB = await whenAnswers(b, path, 200, started);
      const viaFront = (await statusOf(cluster.url, path)) === 200;
      await sleep(delay() * REFRESH_MS);
      started = performance.now();
      await api.unpublish(post.id, "en");
      const [goneA, goneB] = await Promise.all([
        whenAnswers(a, path, 410, started),
        whenAnswers(b, path, 410, started),
      ]);
      const row = { n, publishMs, onA, onB, viaFront, goneA, goneB };
      progress(
        `publication ${n}: visible on B after ${onB?.toFixed(0)} ms, 410 on both after ${Math.max(goneA ?? Infinity, goneB ?? Infinity).toFixed(0)} ms`,
      );
      rows.push(row);
    }
  } finally {
    await cluster.stop();
  }
  return rows;
}

function gitCommit() {
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
  const changed = execFileSync("git", ["status", "--porcelain", "--", "contracts", "server", "web"], {
    cwd: ROOT,
    encoding: "utf8",
  }).trim();
  return changed ? `${commit}, with uncommitted changes under contracts/, server/ or web/` : commit;
}

const benchStarted = performance.now();
const results = await onBothEngines("cms", measure);
const visible = await publishToVisible();
const totalSeconds = (performance.now() - benchStarted) / 1000;

const ms = (value) => (value === null || value === undefined ? "none in 30 s" : value.toFixed(1));
const s = (value) => (value === null || value === undefined ? "none in 30 s" : (value / 1000).toFixed(1));
const triple = ({ p50, p95, p99 }) => `${ms(p50)} | ${ms(p95)} | ${ms(p99)}`;
const kinds = { post: "Post page", list: "`/announcement` (list)" };
const cpu = cpus();
const bodyRange = (language) => {
  const lengths = results[0].bodyLengths[language];
  return `${Math.min(...lengths).toLocaleString("en")}–${Math.max(...lengths).toLocaleString("en")}`;
};
const lines = [
  "# Console posts: server time and publish to visible",
  "",
  `- Date: ${new Date().toISOString()}; commit ${gitCommit()}; the built site (web/build/client, server/dist).`,
  `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Linux; the project's \`node\` kind of machine. The whole run took ${Math.round(totalSeconds)} s.`,
  `- Data: ${POSTS} announcements written and published through the console API by a marketing member, each in English, Malay and Chinese (${POSTS * LANGUAGES.length} live texts), bodies of Markdown (headings, paragraphs, lists, a link) of ${bodyRange("en")} characters in English, ${bodyRange("ms")} in Malay and ${bodyRange("zh")} in Chinese, all published on the day of the run (the console's draft route takes a body of CMS_BODY_MAX, 20,000 characters, in any language: server/src/routes/cms.ts's CMS_BODY_LIMIT_BYTES).`,
  "- **What is timed: time to first byte over loopback**, not a Server-Timing header: the public pages send none (only the console's API and `/status/history` do, server/src/http/server-timing.ts). From the request's start to its status line, on a kept-alive connection, one request at a time, asking `Accept-Encoding: br, gzip` as a browser does (the server sends the Brotli it made with the page). The server writes head and body together, so this is its time plus a loopback round trip (well under 1 ms here).",
  `- **Cold**: the first request for a page after the instance read the database again. A change in the console (here a draft saved on another, unpublished item) makes the instance read every live text and start a new snapshot whose pages are made when first asked for (server/src/cms/cms-live.ts), so the cold request fills the template, renders the body's Markdown, hashes the inline scripts and compresses the page (Brotli 9 and gzip 9). ${COLD} rounds per engine, each a draft save then a post (a different one each round, the three languages in turn) and the list in that language; the post first, as the list renders every post's body. **After a restart**: the first request of a post and of the list in each language after the server started again (the code not yet optimised by V8 either).`,
  `- **Warm**: ${REQUESTS} requests per page one after another after 30 warm-up ones, cycling over the three languages. A page stays warm only until the instance's next reading of the database: every ${REFRESH_MS / 1000} s (CMS_REFRESH_MS) and after each of its own changes, each instance starts a new snapshot with none of the pages made, so a page that keeps being asked for pays the cold time once per ${REFRESH_MS / 1000} s per instance, published change or not. A warm series shorter than that (see its time below) met at most one such reading.`,
  ...(process.env.ATTESTATION_ENABLED
    ? [
        `- Run with ATTESTATION_ENABLED=${process.env.ATTESTATION_ENABLED}, the public setting the build in the checkout had, so that the servers started did not rebuild it.`,
      ]
    : []),
  "",
  "## Server time (time to first byte), milliseconds",
  "",
  `| Engine | Page | Cold p50 | Cold p95 | Cold p99 | Warm p50 | Warm p95 | Warm p99 | First after a restart (en / ms / zh) | Warm p95 ≤ ${GOAL_MS} ms |`,
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |",
];
for (const result of results) {
  for (const kind of ["post", "list"]) {
    const warm = stats(result.warm[kind].first);
    lines.push(
      `| ${result.engine} | ${kinds[kind]} | ${triple(stats(result.cold[kind].first))} | ${triple(warm)} | ${result.restart[kind].map(ms).join(" / ")} | ${warm.p95 <= GOAL_MS ? "yes" : "**no**"} |`,
    );
  }
}
lines.push(
  "",
  "The whole answer (to its last byte), and its size:",
  "",
  "| Engine | Page | Cold p50 ms | Cold p95 ms | Warm p50 ms | Warm p95 ms | Warm series took s | Brotli KB (en / ms / zh) | HTML KB (en / ms / zh) |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
);
for (const result of results) {
  for (const kind of ["post", "list"]) {
    const cold = stats(result.cold[kind].last);
    const warm = stats(result.warm[kind].last);
    const sizes = (unit) =>
      LANGUAGES.map((language) => (result.pageBytes[`${kind}:${language}`][unit] / 1024).toFixed(1)).join(" / ");
    lines.push(
      `| ${result.engine} | ${kinds[kind]} | ${ms(cold.p50)} | ${ms(cold.p95)} | ${ms(warm.p50)} | ${ms(warm.p95)} | ${result.warm[kind].seconds.toFixed(2)} | ${sizes("br")} | ${sizes("html")} |`,
    );
  }
}
lines.push(
  "",
  `Writing the data: ${results.map((r) => `${r.engine} ${Math.round(r.seedSeconds)} s for ${POSTS} posts (each Publish call p50 ${ms(median(r.publishMs))} ms, p95 ${ms(percentile(r.publishMs, 0.95))} ms, with the instance's reading of every live text)`).join("; ")}.`,
  "",
  "## Publish to visible on a second instance",
  "",
  `- \`npm run cluster\`'s two instances (A, B) on one throwaway PostgreSQL, behind HAProxy. ${PUBLICATIONS} posts (English, about 10,000 characters) saved on A; after a drawn delay of 0–10 s (so the action falls anywhere in B's refresh period), **Publish** through the console API on A; then A and B asked for the post's address every ${POLL_MS} ms until each answers 200 (so the figures are rounded up to the next poll, at most ${POLL_MS} ms). After another drawn delay, **Unpublish** on A, and both asked every ${POLL_MS} ms until they answer 410. Times from the start of the API call. Expected: within the ${REFRESH_MS / 1000}-second refresh (CMS_REFRESH_MS) plus a poll.`,
  "",
  "| # | Publish call ms | 200 on A s | 200 on B s | then 200 through HAProxy | 410 on A s | 410 on B s |",
  "| ---: | ---: | ---: | ---: | :---: | ---: | ---: |",
  ...visible.map(
    (r) =>
      `| ${r.n} | ${ms(r.publishMs)} | ${s(r.onA)} | ${s(r.onB)} | ${r.viaFront ? "yes" : "**no**"} | ${s(r.goneA)} | ${s(r.goneB)} |`,
  ),
  "",
);
const summary = (label, values) => {
  const present = values.filter((value) => value !== null);
  const missing = values.length - present.length;
  if (present.length === 0) return `- ${label}: none within 30 s.`;
  return `- ${label}: min ${s(Math.min(...present))} s, median ${s(median(present))} s, max ${s(Math.max(...present))} s${missing ? `; ${missing} not within 30 s` : ""}.`;
};
lines.push(
  summary(
    "Publish to 200 on B",
    visible.map((r) => r.onB),
  ),
  summary(
    "Unpublish to 410 on both",
    visible.map((r) => (r.goneA === null || r.goneB === null ? null : Math.max(r.goneA, r.goneB))),
  ),
  "",
  `Reproduce: \`npm run bench:cms\` (\`BENCH_POSTS\`, \`BENCH_COLD\`, \`BENCH_REQUESTS\`, \`BENCH_PUBLICATIONS\`; \`BENCH_PORT\`, default 3280, and the cluster on BENCH_PORT + 10 to + 12). Server logs in \`.tmp/bench-cms-*.log\` and \`.tmp/bench-cms-cluster/\`.`,
  "",
);
const text = lines.join("\n");
writeFileSync(join(ROOT, "bench", "results", "cms.md"), text);
process.stdout.write(text);
