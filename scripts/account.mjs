// `npm run account -- create <email> <password>` and `npm run account -- show <email>`
// Works while the server runs: it uses the same database.
import { ensureBuilt } from "./lib/ensure-build.mjs";

ensureBuilt();
await import("../server/dist/cli/account.js");
