import { parseArgs } from "node:util";
import { leadKinds } from "@ikey/contracts/leads";
import { leadsCsv, storedLeadsCsv } from "../leads/leads-csv";
import { malaysiaDayStart } from "../time";
import { readDatabase } from "./read-only";

const names = leadKinds.map((kind) => kind.name);
const usage = `Usage: npm run leads -- export --type ${names.join("|")} [--since YYYY-MM-DD] [--spam]`;

/** Prints the leads of one form as CSV on stdout; spam only with --spam. */
async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { type: { type: "string" }, since: { type: "string" }, spam: { type: "boolean", default: false } },
  });
  const kind = leadKinds.find((candidate) => candidate.name === values.type);
  if (positionals[0] !== "export" || !kind) throw new Error(usage);
  let since: number | undefined;
  if (values.since !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.since) || Number.isNaN(Date.parse(values.since))) {
      throw new Error(`--since needs a date as YYYY-MM-DD.\n${usage}`);
    }
    since = malaysiaDayStart(values.since);
  }
  const options = { kind, since, includeSpam: values.spam };
  // Before the server's first start there are no leads: the export is its header row alone.
  const noLeads = () => storedLeadsCsv([], { kinds: [kind], includeSpam: values.spam });
  process.stdout.write(await readDatabase((db) => leadsCsv(db, options), noLeads));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
