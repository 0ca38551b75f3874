import { centreSignUp } from "@ikey/contracts/centre-sign-up";
import { requestDemo } from "@ikey/contracts/request-demo";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { HONEYPOT_FIELD } from "@ikey/contracts/validation";
import { parse } from "csv-parse/sync";
import { afterEach, describe, expect, it } from "vitest";
import { validCentreSignUp, validRequestDemo } from "../../test-support/lead-samples";
import { inboxCsv } from "../src/leads/inbox-export";
import { saveLead } from "../src/leads/lead-store";
import { csvOf, leadsCsv } from "../src/leads/leads-csv";
import { createTestApp, engines } from "./test-app";

const site = parseSiteConfig({});
let harness: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

/** The document as a real CSV parser reads it; it throws if a row has more or fewer cells than the header. */
const rowsOf = (csv: string): string[][] => parse(csv, { bom: true, relax_column_count: false });

/** What starts a formula in a spreadsheet (with the full-width forms some read as the same). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** What a spreadsheet, or a reader splitting lines as Python's str.splitlines() does, may split a cell on. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the controls that end a line are what it splits on
const SEPARATOR = /[,;\t\r\n\v\f\x1C-\x1E\u0085\u2028\u2029]/;
/** What it may skip, or not show, before a formula: white space, controls, format and other invisible characters. */
const SKIPPED = /^[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]+/u;

/**
 * Whether a cell stays text however a spreadsheet splits it: at its start, and after each separator
 * inside it, past anything blank or invisible, no character that starts a formula.
 */
function inert(cell: string): boolean {
  const pieces = [cell, ...cell.split(SEPARATOR).slice(1)];
  return pieces.every((piece) => !FORMULA_START.test(piece.replace(SKIPPED, "")));
}

describe("a CSV cell", () => {
  it("counts any blank, invisible or separator character before a formula as part of it", () => {
    // Issue 48, finding 8: both passed unchanged.
    expect(rowsOf(csvOf(["a", "b"], [["\u00A0=1+1", "a\u2028=1+1"]]))[1]).toEqual(["\u00A0'=1+1", "a\u2028'=1+1"]);
    const before = [
      ...["\u00A0", "\u2007", "\u202F", "\u3000", "\u2003", "\u1680", "\u2028", "\u2029", "\u0085", "\v", "\f"],
      ...["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", "\u00AD", "\u180E", "\u200E", "\u202E", "\u2066"],
      ...["\u3164", "\uFFA0", "\u115F", "\u034F", "\uFE0F", "\u2800", "\u0000", "\u001C", " \u00A0\u200B\t"],
    ];
    const cells = before.flatMap((invisible) =>
      ["=", "+", "-", "@", "\t", "\r", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"].flatMap((formula) => [
        `${invisible}${formula}1+1`,
        `ACME;${invisible}${formula}1+1`,
        `ACME${invisible}${formula}1+1`,
        `ACME,${invisible}${invisible}${formula}1+1`,
      ]),
    );
    const [, row] = rowsOf(
      csvOf(
        cells.map((_, index) => `c${index}`),
        [cells],
      ),
    );
    expect(row).toHaveLength(cells.length);
    for (const [index, cell] of (row ?? []).entries()) {
      expect(inert(cell), JSON.stringify(cells[index])).toBe(true);
      // Only a quote is added: the text is otherwise as it was.
      expect(cell.replaceAll("'", ""), JSON.stringify(cells[index])).toBe(cells[index]);
    }
  });
});

describe.each(engines)("CSV export on %s", (engine) => {
  it("lists one form's leads since a date, without spam unless asked, quoting safely", async () => {
    let now = Date.parse("2026-11-01T10:00:00+08:00");
    harness = await createTestApp({}, { engine, clock: () => now });
    const submit = (path: string, code: string, body: object) =>
      harness?.app.inject({ method: "POST", url: `${path}?code=${code}`, payload: body });
    await submit("/api/RequestDemo", site.REQUEST_DEMO_CODE, { ...validRequestDemo, name: 'Early "bird"' });
    now = Date.parse("2026-11-20T10:00:00+08:00");
    await submit("/api/RequestDemo", site.REQUEST_DEMO_CODE, { ...validRequestDemo, companyName: "=HYPERLINK(1)" });
    await submit("/api/RequestDemo", site.REQUEST_DEMO_CODE, { ...validRequestDemo, [HONEYPOT_FIELD]: "x" });
    await submit("/api/SignUpCMS", site.CENTRE_SIGN_UP_CODE, validCentreSignUp);

    const db = harness.database.db;
    const csv = await leadsCsv(db, { kind: requestDemo, includeSpam: false });
    const all = rowsOf(csv);
    expect(all[0]).toEqual([
      "id",
      "submitted_at",
      "name",
      "companyName",
      "email",
      "contactNumber",
      "appointmentDate",
      "appointmentTime",
      "user_agent",
      "landing_page",
      "referrer_host",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
    ]);
    // Every cell quoted, the header's too; quotes inside doubled; CRLF after each row.
    expect(csv.startsWith('"id","submitted_at","name",')).toBe(true);
    expect(csv.endsWith('"\r\n')).toBe(true);
    expect(csv).toContain('"Early ""bird"""');
    expect(all).toHaveLength(3);
    expect(all[1]).toContain('Early "bird"');
    expect(all[2]).toContain("'=HYPERLINK(1)");

    const since = rowsOf(
      await leadsCsv(db, { kind: requestDemo, since: Date.parse("2026-11-15"), includeSpam: false }),
    );
    expect(since).toHaveLength(2);

    const withSpam = rowsOf(await leadsCsv(db, { kind: requestDemo, includeSpam: true }));
    expect(withSpam).toHaveLength(4);
    expect(withSpam[0]?.at(-1)).toBe("spam");
    expect(withSpam[3]?.at(-1)).toBe("yes");

    const signups = rowsOf(await leadsCsv(db, { kind: centreSignUp, includeSpam: false }));
    expect(signups).toHaveLength(2);
    expect(signups[0]?.join(",")).toContain("fullName,gender,nationality");
  });

  it("leaves no formula for a spreadsheet to run, however it splits the line", async () => {
    harness = await createTestApp({}, { engine });
    const db = harness.database.db;
    // Through the API: a company and a User-Agent a spreadsheet splitting on ";" or "," would run.
    const reply = await harness.app.inject({
      method: "POST",
      url: `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`,
      headers: { "user-agent": 'Mozilla/5.0;=HYPERLINK("http://evil.example","x")\t@SUM(1)' },
      payload: { ...validRequestDemo, name: "Tan, =1+1", companyName: "ACME;=1+1" },
    });
    expect(reply.statusCode).toBe(201);
    // Stored as any writer might have stored them: each formula character at a cell's start, and after
    // each separator a spreadsheet may use, with and without a space.
    const contexts = (c: string) => [
      `${c}1+1`,
      `ACME;${c}1+1`,
      `ACME,${c}1+1`,
      `ACME\t${c}1+1`,
      `ACME; ${c}1`,
      ` ${c}1`,
    ];
    const values = ["=", "+", "-", "@", "\t", "\r", "\uFF1D"].flatMap(contexts);
    for (const [index, value] of values.entries()) {
      await saveLead(db, {
        type: requestDemo.name,
        payload: { ...validRequestDemo, name: value, companyName: `${value}\n${value}` },
        submittedAt: Date.parse("2026-11-26T09:00:00Z") + index,
        userAgent: value,
        clientHash: "client",
        spam: false,
        idempotencyKey: null,
        // Stored as given: the route's checks would drop most of these.
        attribution: { utmSource: value, utmCampaign: `${value}\n${value}`, landingPage: `/?q=${value}` },
        notification: null,
      });
    }
    const exports = [
      await leadsCsv(db, { kind: requestDemo, includeSpam: false }),
      (await inboxCsv(db, {}, Date.now())).csv,
    ];
    for (const csv of exports) {
      const rows = rowsOf(csv);
      expect(rows).toHaveLength(values.length + 2);
      const width = rows[0]?.length;
      for (const row of rows) {
        expect(row).toHaveLength(width ?? 0);
        for (const cell of row) expect(inert(cell), JSON.stringify(cell)).toBe(true);
      }
      // Only a quote is added: the text is otherwise as it was typed.
      const companies = rows.slice(1).map((row) => row[rows[0]?.indexOf("companyName") ?? -1]);
      expect(companies[0]).toBe("ACME;'=1+1");
      expect(companies.at(-1)?.replaceAll("'", "")).toBe(`${values.at(-1)}\n${values.at(-1)}`.replaceAll("'", ""));
    }
  });
});
