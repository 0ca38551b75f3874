// `npm start`: build what is stale (scripts/lib/ensure-build.mjs), then run the server.
// Everything it needs comes from `npm install`.
import { ensureBuilt } from "./lib/ensure-build.mjs";

ensureBuilt();
await import("../server/dist/main.js");
