import { parseSiteConfig } from "@ikey/contracts/site-config";
import { HONEYPOT_FIELD } from "@ikey/contracts/validation";
import { afterEach, describe, expect, it } from "vitest";
import { validCampaignApplication, validCentreSignUp, validRequestDemo } from "../../test-support/lead-samples";
import { createTestApp, engines } from "./test-app";

const site = parseSiteConfig({});
const forms = [
  {
    path: "/api/RequestDemo",
    code: site.REQUEST_DEMO_CODE,
    body: validRequestDemo,
    type: "request-demo",
    first: ["name", "Please enter name"],
  },
  {
    path: "/api/SignUpCMS",
    code: site.CENTRE_SIGN_UP_CODE,
    body: validCentreSignUp,
    type: "centre-sign-up",
    first: ["fullName", "Please enter first name"],
  },
  {
    path: "/api/SubmitApplication",
    code: site.CAMPAIGN_APPLICATION_CODE,
    body: validCampaignApplication,
    type: "campaign-application",
    first: ["firstName", "Please enter first name"],
  },
] as const;

let harness: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function rows(table: "leads" | "outbox") {
  if (!harness) throw new Error("no app");
  return harness.database.db.selectFrom(table).selectAll().execute();
}

/** The e-mails to sales, apart from any the visitor is sent. */
async function salesMails() {
  return (await rows("outbox")).filter((mail) => JSON.parse(mail.message).to === "sales@ikey.example");
}

describe.each(engines)("lead endpoints on %s", (engine) => {
  for (const form of forms) {
    describe(form.path, () => {
      const post = (body: unknown, { code = form.code, headers = {} as Record<string, string> } = {}) =>
        harness?.app.inject({
          method: "POST",
          url: `${form.path}?code=${encodeURIComponent(code)}`,
          headers: { "content-type": "application/json", "user-agent": "Vitest/1.0", ...headers },
          payload: typeof body === "string" ? body : JSON.stringify(body),
        });

      it("stores a valid submission with its e-mail in one go, and answers 201 after the commit", async () => {
        harness = await createTestApp({}, { engine });
        const response = await post({ ...form.body, extra: "dropped" });
        expect(response?.statusCode).toBe(201);
        const [lead] = await rows("leads");
        expect(lead?.type).toBe(form.type);
        expect(JSON.parse(lead?.payload ?? "{}")).toEqual(form.body);
        expect(lead?.user_agent).toBe("Vitest/1.0");
        expect(lead?.client_hash).toMatch(/^[\w-]{22}$/);
        expect(lead?.client_hash).not.toContain("127.0.0.1");
        const [mail] = await rows("outbox");
        expect(mail?.lead_id).toBe(lead?.id);
        expect(mail?.status).toBe("pending");
        expect(JSON.parse(mail?.message ?? "{}")).toMatchObject({ to: "sales@ikey.example", replyTo: form.body.email });
      });

      it("records the language of the page it was sent from, and the sales e-mail says it", async () => {
        harness = await createTestApp({}, { engine });
        expect((await post(form.body, { headers: { "content-language": "zh-Hans-MY" } }))?.statusCode).toBe(201);
        // Without the header, the page's address decides (a Referer from the site's origin)…
        const fromMalayPage = { ...form.body, email: "b@example.com" };
        const referer = { referer: "http://localhost:3000/ms/center-management-system" };
        expect((await post(fromMalayPage, { headers: referer }))?.statusCode).toBe(201);
        // …and with neither, it is English.
        expect((await post({ ...form.body, email: "c@example.com" }))?.statusCode).toBe(201);
        expect((await rows("leads")).map((lead) => lead.language)).toEqual(["zh", "ms", "en"]);
        const texts = (await salesMails()).map((mail) => JSON.parse(mail.message).text as string);
        expect(texts[0]).toContain("Answer in: 简体中文 (zh-Hans)");
        expect(texts[1]).toContain("Answer in: Bahasa Melayu (ms)");
        expect(texts[2]).toContain("Answer in: English");
      });

      it("answers 401 with JSON for a missing or wrong access code, storing nothing", async () => {
        harness = await createTestApp({}, { engine });
        for (const code of ["", "wrong-code"]) {
          const response = await post(form.body, { code });
          expect(response?.statusCode).toBe(401);
          expect(response?.json()).toMatchObject({ error: "Unauthorized" });
        }
        expect(await rows("leads")).toHaveLength(0);
      });

      it("answers 400 naming the first failing field with the requirements' message", async () => {
        harness = await createTestApp({}, { engine });
        const response = await post({});
        expect(response?.statusCode).toBe(400);
        expect(response?.json()).toEqual({ error: "Validation Failed", field: form.first[0], message: form.first[1] });
        const wrongType = await post({ ...form.body, email: 42 });
        expect(wrongType?.statusCode).toBe(400);
        expect(wrongType?.json().field).toBe("email");
        expect(await rows("leads")).toHaveLength(0);
      });

      it("refuses what is not a JSON object: bad JSON, arrays, other content types, huge bodies", async () => {
        harness = await createTestApp({}, { engine });
        const cases: [unknown, Record<string, string>, number][] = [
          ["{not json", {}, 400],
          [[form.body], {}, 400],
          ['{"__proto__": {"admin": true}}', {}, 400],
          ["name=x", { "content-type": "text/plain" }, 415],
          ["<x/>", { "content-type": "application/xml" }, 415],
          [{ ...form.body, padding: "x".repeat(17 * 1024) }, {}, 413],
        ];
        for (const [body, headers, status] of cases) {
          const response = await post(body, { headers });
          expect(response?.statusCode, JSON.stringify(body).slice(0, 40)).toBe(status);
          expect(response?.json()).toHaveProperty("message");
        }
        expect(await rows("leads")).toHaveLength(0);
      });

      it("stores a retried submission once, by its Idempotency-Key", async () => {
        harness = await createTestApp({}, { engine });
        const headers = { "idempotency-key": "attempt-0123456789" };
        expect((await post(form.body, { headers }))?.statusCode).toBe(201);
        const queued = (await rows("outbox")).length;
        expect((await post(form.body, { headers }))?.statusCode).toBe(200);
        expect((await post(form.body, { headers: { "idempotency-key": "bad key!" } }))?.statusCode).toBe(400);
        expect(await rows("leads")).toHaveLength(1);
        expect(await salesMails()).toHaveLength(1);
        expect(await rows("outbox")).toHaveLength(queued);
      });

      it("keeps a honeypot submission as spam, with a normal answer and no e-mail", async () => {
        harness = await createTestApp({}, { engine });
        const response = await post({ ...form.body, [HONEYPOT_FIELD]: "buy now" });
        expect(response?.statusCode).toBe(201);
        const [lead] = await rows("leads");
        expect(lead?.is_spam).toBe(1);
        expect(JSON.parse(lead?.payload ?? "{}")).not.toHaveProperty(HONEYPOT_FIELD);
        expect(await rows("outbox")).toHaveLength(0);
      });
    });
  }

  it("limits each client address across the forms, answering 429 with JSON and Retry-After", async () => {
    harness = await createTestApp({}, { engine, limits: { leads: { max: 3, windowMs: 60_000 } } });
    const statuses: number[] = [];
    for (const form of [...forms, forms[0]]) {
      const response = await harness.app.inject({
        method: "POST",
        url: `${form.path}?code=${form.code}`,
        headers: { "content-type": "application/json" },
        payload: form.body,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ error: "Too Many Requests" });
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await rows("leads")).toHaveLength(3);
  });

  it("scales the per-address limit by PER_ADDRESS_LIMIT_FACTOR, for visitors who share an address", async () => {
    harness = await createTestApp(
      { PER_ADDRESS_LIMIT_FACTOR: "2" },
      { engine, limits: { leads: { max: 3, windowMs: 60_000 } } },
    );
    const statuses: number[] = [];
    for (let lead = 0; lead < 7; lead += 1) {
      const response = await harness.app.inject({
        method: "POST",
        url: `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`,
        headers: { "content-type": "application/json" },
        payload: validRequestDemo,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);
  });

  it("limits leads with a token bucket: no burst across a window's edge passes the limit", async () => {
    let now = Date.parse("2026-11-23T09:00:00Z");
    harness = await createTestApp({}, { engine, clock: () => now });
    const send = async () =>
      (
        await harness?.app.inject({
          method: "POST",
          url: `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`,
          headers: { "content-type": "application/json" },
          payload: validRequestDemo,
        })
      )?.statusCode;
    // Ten leads a second before a fixed window would have ended, then ten more a second after it.
    now += 599_000;
    for (let lead = 0; lead < 10; lead += 1) expect(await send()).toBe(201);
    now += 2_000;
    const refused = await harness.app.inject({
      method: "POST",
      url: `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`,
      headers: { "content-type": "application/json" },
      payload: validRequestDemo,
    });
    expect(refused.statusCode).toBe(429);
    // The bucket refills at 10 per 10 minutes, one a minute: 2 s of it are in, 58 s to go.
    expect(Number(refused.headers["retry-after"])).toBe(58);
    for (let lead = 0; lead < 9; lead += 1) expect(await send()).toBe(429);
    // Ten minutes later the bucket is full again.
    now += 598_000;
    for (let lead = 0; lead < 10; lead += 1) expect(await send()).toBe(201);
    expect(await send()).toBe(429);
    expect(await rows("leads")).toHaveLength(20);
  });

  it("does not count refused or invalid bodies against the lead: ten mistakes, then the lead, answers 201", async () => {
    harness = await createTestApp({}, { engine });
    const send = (payload: unknown, code: string = site.REQUEST_DEMO_CODE) =>
      harness?.app.inject({
        method: "POST",
        url: `/api/RequestDemo?code=${code}`,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
    for (let mistake = 0; mistake < 8; mistake += 1) {
      expect((await send({ ...validRequestDemo, email: "not-an-email" }))?.statusCode).toBe(400);
    }
    expect((await send(validRequestDemo, "wrong-code"))?.statusCode).toBe(401);
    expect((await send([]))?.statusCode).toBe(400);
    expect((await send(validRequestDemo))?.statusCode).toBe(201);
    // The mistakes have a limit of their own (60 in the window), which leaves valid leads alone.
    for (let mistake = 0; mistake < 50; mistake += 1) await send({});
    expect((await send({}))?.statusCode).toBe(429);
    expect((await send(validRequestDemo))?.statusCode).toBe(201);
  });
});

describe("CORS on the lead API", () => {
  it("lets the configured origins call it from a browser, and no others", async () => {
    harness = await createTestApp({ SITE_URL: "https://www.ikey.example", CORS_ORIGINS: "https://partner.example" });
    for (const [origin, allowed] of [
      ["https://www.ikey.example", true],
      ["https://partner.example", true],
      ["https://evil.example", false],
    ] as const) {
      const preflight = await harness.app.inject({
        method: "OPTIONS",
        url: "/api/RequestDemo",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      });
      expect(preflight.headers["access-control-allow-origin"], origin).toBe(allowed ? origin : undefined);
    }
  });
});
