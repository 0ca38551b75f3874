// `npm run account -- create <email> <password>` and `npm run account -- show <email>`
// Works while the server runs, and on a fresh clone: `show` only reads the database, `create`
// brings its schema up to date first; neither builds the site.
import { runCli } from "./lib/run-cli.mjs";

await runCli("account");
