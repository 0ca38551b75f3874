import { parseArgs } from "node:util";
import type { LeadType } from "../leads/lead-store";
import { leadsCsv } from "../leads/leads-csv";
import { readDatabase } from "./read-only";

const usage = "Usage: npm run leads -- export --type demo|signup|campaign [--since YYYY-MM-DD] [--spam]";
const types: readonly LeadType[] = ["demo", "signup", "campaign"];

/** Prints the leads of one form as CSV on stdout; spam only with --spam. */
async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { type: { type: "string" }, since: { type: "string" }, spam: { type: "boolean", default: false } },
  });
  const type = values.type as LeadType | undefined;
  if (positionals[0] !== "export" || !type || !types.includes(type)) throw new Error(usage);
  let since: number | undefined;
  if (values.since !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.since) || Number.isNaN(Date.parse(values.since))) {
      throw new Error(`--since needs a date as YYYY-MM-DD.\n${usage}`);
    }
    since = Date.parse(`${values.since}T00:00:00+08:00`);
  }
  process.stdout.write(await readDatabase((db) => leadsCsv(db, { type, since, includeSpam: values.spam })));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
