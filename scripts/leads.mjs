// `npm run leads -- export --type request-demo|centre-sign-up|campaign-application [--since YYYY-MM-DD] [--spam]`
// Works while the server runs, and on a fresh clone: it only reads the database, and builds nothing.
import { runCli } from "./lib/run-cli.mjs";

await runCli("leads");
