import { DEACTIVATE_ACCOUNT_PATH, LOGIN_PATH } from "@ikey/contracts/account-deactivation";
import { ATTESTATION_HEADER } from "@ikey/contracts/attestation";
import { afterEach, describe, expect, it } from "vitest";
import { type AccountHarness, createAccountHarness } from "./account-harness";
import { enforcedAttestation, solvedToken } from "./attestation-support";
import { createTestApp, engines } from "./test-app";

let harness: AccountHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const valid = { Email: "parent@ceria.example", Password: "correct horse" };

describe.each(engines)("the account calls on %s", (engine) => {
  for (const path of [DEACTIVATE_ACCOUNT_PATH, LOGIN_PATH]) {
    describe(path, () => {
      const post = (payload: unknown, headers: Record<string, string> = {}) =>
        harness?.harness.app.inject({
          method: "POST",
          url: path,
          headers: { "content-type": "application/json", ...headers },
          payload: typeof payload === "string" ? payload : JSON.stringify(payload),
        });

      it("answers malformed input with a 4xx JSON body naming the problem, and touches nothing", async () => {
        harness = await createAccountHarness(engine);
        await harness.create(valid.Email, valid.Password);
        const cases: [unknown, Record<string, string>, number, Record<string, string>?][] = [
          ["{not json", {}, 400],
          ["", {}, 400],
          ["null", {}, 400, { message: "The body must be a JSON object." }],
          [[valid], {}, 400, { message: "The body must be a JSON object." }],
          ['"parent@ceria.example"', {}, 400],
          [{}, {}, 400, { field: "Email", message: "Please enter email" }],
          [{ Email: "   ", Password: "x" }, {}, 400, { field: "Email", message: "Please enter email" }],
          [
            { Email: "parent at ceria", Password: "x" },
            {},
            400,
            { field: "Email", message: "Please enter valid email" },
          ],
          [{ Email: valid.Email }, {}, 400, { field: "Password", message: "Please enter password" }],
          [{ Email: valid.Email, Password: "" }, {}, 400, { field: "Password", message: "Please enter password" }],
          [{ Email: 42, Password: "x" }, {}, 400, { field: "Email" }],
          [{ Email: valid.Email, Password: ["correct horse"] }, {}, 400, { field: "Password" }],
          [{ Email: valid.Email, Password: "x".repeat(257) }, {}, 400, { field: "Password" }],
          [{ ...valid, padding: "x".repeat(17 * 1024) }, {}, 413],
          ["Email=parent%40ceria.example&Password=x", { "content-type": "application/x-www-form-urlencoded" }, 415],
          ["<Email/>", { "content-type": "text/plain" }, 415],
        ];
        for (const [payload, headers, status, body] of cases) {
          const response = await post(payload, headers);
          const label = JSON.stringify(payload).slice(0, 50);
          expect(response?.statusCode, label).toBe(status);
          expect(response?.headers["content-type"], label).toMatch(/^application\/json/);
          expect(response?.json(), label).toHaveProperty("message");
          if (body) expect(response?.json(), label).toMatchObject(body);
        }
        // Nothing was checked, counted or changed.
        expect(await harness.db.selectFrom("rate_limits").selectAll().execute()).toEqual([]);
        expect((await harness.account(valid.Email))?.status).toBe("active");
        expect((await harness.account(valid.Email))?.last_login_at).toBeNull();
      });

      it("answers exactly { result: { success, message } }, uncached, and ignores extra fields", async () => {
        harness = await createAccountHarness(engine);
        await harness.create(valid.Email, valid.Password);
        const response = await post({ ...valid, Role: "admin" });
        expect(response?.statusCode).toBe(200);
        expect(response?.headers["cache-control"]).toBe("no-store");
        const body = response?.json();
        expect(Object.keys(body)).toEqual(["result"]);
        expect(Object.keys(body.result).sort()).toEqual(["message", "success"]);
        expect(body.result.success).toBe(true);
      });
    });
  }
});

describe("the account calls from a browser", () => {
  it("allow the site's origin and the configured ones (CORS), and no others", async () => {
    const app = await createTestApp({ SITE_URL: "https://www.ikey.example", CORS_ORIGINS: "https://app.ikey.example" });
    try {
      for (const [origin, allowed] of [
        ["https://www.ikey.example", true],
        ["https://app.ikey.example", true],
        ["https://evil.example", false],
      ] as const) {
        const preflight = await app.app.inject({
          method: "OPTIONS",
          url: DEACTIVATE_ACCOUNT_PATH,
          headers: {
            origin,
            "access-control-request-method": "POST",
            "access-control-request-headers": "content-type",
          },
        });
        expect(preflight.headers["access-control-allow-origin"], origin).toBe(allowed ? origin : undefined);
      }
    } finally {
      await app.close();
    }
  });
});

describe("the deactivation call with attestation enforced", () => {
  it("refuses a missing or spent token before the password check, and accepts a solved one", async () => {
    const app = await createTestApp(enforcedAttestation);
    try {
      const post = (headers: Record<string, string> = {}) =>
        app.app.inject({ method: "POST", url: DEACTIVATE_ACCOUNT_PATH, headers, payload: valid });
      expect((await post()).statusCode).toBe(401);
      const token = await solvedToken(app.app);
      const first = await post({ [ATTESTATION_HEADER]: token });
      expect(first.statusCode).toBe(200);
      expect(first.json().result.success).toBe(false);
      expect((await post({ [ATTESTATION_HEADER]: token })).statusCode).toBe(401);
      // Login is the apps' call, not the website's: no token needed.
      expect((await app.app.inject({ method: "POST", url: LOGIN_PATH, payload: valid })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
