// `npm run staff -- invite <email> --role admin|sales|support|marketing`, `list` and `disable <email>`.
// Works while the server runs, and on a fresh clone: `list` only reads the database, `invite` and
// `disable` bring its schema up to date first; none builds the site.
import { runCli } from "./lib/run-cli.mjs";

await runCli("staff");
