import { parseSiteConfig } from "@ikey/contracts/site-config";
import { HONEYPOT_FIELD } from "@ikey/contracts/validation";
import { afterEach, describe, expect, it } from "vitest";
import { leadsCsv } from "../src/leads/leads-csv";
import { validDemoRequest, validSignUp } from "./lead-samples";
import { createTestApp, engines } from "./test-app";

const site = parseSiteConfig({});
let harness: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe.each(engines)("CSV export on %s", (engine) => {
  it("lists one form's leads since a date, without spam unless asked, quoting safely", async () => {
    let now = Date.parse("2026-11-01T10:00:00+08:00");
    harness = await createTestApp({}, { engine, clock: () => now });
    const submit = (path: string, code: string, body: object) =>
      harness?.app.inject({ method: "POST", url: `${path}?code=${code}`, payload: body });
    await submit("/api/RequestDemo", site.REQUEST_DEMO_CODE, { ...validDemoRequest, name: 'Early "bird"' });
    now = Date.parse("2026-11-20T10:00:00+08:00");
    await submit("/api/RequestDemo", site.REQUEST_DEMO_CODE, { ...validDemoRequest, companyName: "=HYPERLINK(1)" });
    await submit("/api/RequestDemo", site.REQUEST_DEMO_CODE, { ...validDemoRequest, [HONEYPOT_FIELD]: "x" });
    await submit("/api/SignUpCMS", site.SIGN_UP_CODE, validSignUp);

    const db = harness.database.db;
    const all = (await leadsCsv(db, { type: "demo", includeSpam: false })).trim().split("\r\n");
    expect(all[0]).toBe(
      "id,submitted_at,name,companyName,email,contactNumber,appointmentDate,appointmentTime,user_agent",
    );
    expect(all).toHaveLength(3);
    expect(all[1]).toContain('"Early ""bird"""');
    expect(all[2]).toContain("'=HYPERLINK(1)");

    const since = (await leadsCsv(db, { type: "demo", since: Date.parse("2026-11-15"), includeSpam: false })).trim();
    expect(since.split("\r\n")).toHaveLength(2);

    const withSpam = (await leadsCsv(db, { type: "demo", includeSpam: true })).trim().split("\r\n");
    expect(withSpam).toHaveLength(4);
    expect(withSpam[0]?.endsWith(",spam")).toBe(true);
    expect(withSpam[3]?.endsWith(",yes")).toBe(true);

    const signups = (await leadsCsv(db, { type: "signup", includeSpam: false })).trim().split("\r\n");
    expect(signups).toHaveLength(2);
    expect(signups[0]).toContain("fullName,gender,nationality");
  });
});
