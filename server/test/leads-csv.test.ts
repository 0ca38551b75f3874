import { centreSignUp } from "@ikey/contracts/centre-sign-up";
import { requestDemo } from "@ikey/contracts/request-demo";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { HONEYPOT_FIELD } from "@ikey/contracts/validation";
import { afterEach, describe, expect, it } from "vitest";
import { validCentreSignUp, validRequestDemo } from "../../test-support/lead-samples";
import { leadsCsv } from "../src/leads/leads-csv";
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
    await submit("/api/RequestDemo", site.REQUEST_DEMO_CODE, { ...validRequestDemo, name: 'Early "bird"' });
    now = Date.parse("2026-11-20T10:00:00+08:00");
    await submit("/api/RequestDemo", site.REQUEST_DEMO_CODE, { ...validRequestDemo, companyName: "=HYPERLINK(1)" });
    await submit("/api/RequestDemo", site.REQUEST_DEMO_CODE, { ...validRequestDemo, [HONEYPOT_FIELD]: "x" });
    await submit("/api/SignUpCMS", site.CENTRE_SIGN_UP_CODE, validCentreSignUp);

    const db = harness.database.db;
    const all = (await leadsCsv(db, { kind: requestDemo, includeSpam: false })).trim().split("\r\n");
    expect(all[0]).toBe(
      "id,submitted_at,name,companyName,email,contactNumber,appointmentDate,appointmentTime,user_agent",
    );
    expect(all).toHaveLength(3);
    expect(all[1]).toContain('"Early ""bird"""');
    expect(all[2]).toContain("'=HYPERLINK(1)");

    const since = (
      await leadsCsv(db, { kind: requestDemo, since: Date.parse("2026-11-15"), includeSpam: false })
    ).trim();
    expect(since.split("\r\n")).toHaveLength(2);

    const withSpam = (await leadsCsv(db, { kind: requestDemo, includeSpam: true })).trim().split("\r\n");
    expect(withSpam).toHaveLength(4);
    expect(withSpam[0]?.endsWith(",spam")).toBe(true);
    expect(withSpam[3]?.endsWith(",yes")).toBe(true);

    const signups = (await leadsCsv(db, { kind: centreSignUp, includeSpam: false })).trim().split("\r\n");
    expect(signups).toHaveLength(2);
    expect(signups[0]).toContain("fullName,gender,nationality");
  });
});
