// `node test-support/serve-with-limits.mjs '<json>'`: the built server (server/dist/serve.js), as
// `npm start` runs it, with some of its limits replaced (server/src/limits/limits.ts): a probe every
// 5 s, a short outbox lease, a one-minute lead window. For end-to-end tests and benchmarks that need
// in a real process what the server tests pass to buildApp; a deployment has no such setting
// (docs/decisions/0022-configuration.md). It does not build: its callers start it after a build.
const { serveOrExit, withLimits } = await import("../server/dist/serve.js");

serveOrExit({ limits: withLimits(JSON.parse(process.argv[2] ?? "{}")) });
