// `npm run leads -- export --type demo|signup|campaign [--since YYYY-MM-DD] [--spam]`
// Works while the server runs: it reads the same database.
import { ensureBuilt } from "./lib/ensure-build.mjs";

ensureBuilt();
await import("../server/dist/cli/leads.js");
