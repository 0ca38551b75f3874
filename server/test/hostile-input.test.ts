import { DEACTIVATE_ACCOUNT_PATH, LOGIN_PATH } from "@ikey/contracts/account-rules";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { createTestApp } from "./test-app";

const site = parseSiteConfig({});
const leadUrl = `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`;
const callableUrl = "/functions/asia-southeast1/checkApplicationStatus";

let harness: Awaited<ReturnType<typeof createTestApp>>;
/** Every answer these tests got: none may carry the framework's own error codes. */
const bodies: string[] = [];

beforeAll(async () => {
  harness = await createTestApp({}, { limits: { leads: { refusedMax: 1000 } } });
});
afterAll(async () => {
  for (const body of bodies) expect(body).not.toMatch(/FST_/);
  await harness.close();
});

async function send(url: string, payload: string | Buffer, contentType = "application/json", method = "POST") {
  const response = await harness.app.inject({
    method: method as "POST",
    url,
    headers: { "content-type": contentType },
    payload,
  });
  bodies.push(response.body);
  return response;
}

describe("hostile bodies", () => {
  it("treat a required field of zero-width, no-break or other Unicode spaces as empty, in the requirements' words", async () => {
    for (const blank of ["\u200B\u200B", "\u00A0\u00A0", "\u2060\u200C\u200D\u3000", "\uFEFF \u180E"]) {
      const response = await send(leadUrl, JSON.stringify({ ...validRequestDemo, name: blank }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "Validation Failed", field: "name", message: "Please enter name" });
    }
  });

  it("refuse bytes that are not UTF-8 with 400, and a declared charset other than UTF-8 with 415", async () => {
    const lead = Buffer.from(JSON.stringify({ ...validRequestDemo, name: "Ai\u0000syah" }).replace("\u0000", "X"));
    const invalid = Buffer.concat([lead.subarray(0, 10), Buffer.from([0xc3, 0x28]), lead.subarray(10)]);
    const refused = await send(leadUrl, invalid);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: "Invalid Encoding", message: "The body is not valid UTF-8." });

    for (const charset of ["utf-16", "UTF-16LE", "iso-8859-1", '"latin1"']) {
      const response = await send(leadUrl, JSON.stringify(validRequestDemo), `application/json; charset=${charset}`);
      expect(response.statusCode, charset).toBe(415);
      expect(response.json().error).toBe("Unsupported Media Type");
    }
    for (const charset of ["utf-8", "UTF-8", '"utf-8"', "utf8"]) {
      const response = await send(leadUrl, JSON.stringify(validRequestDemo), `application/json; charset=${charset}`);
      expect(response.statusCode, charset).toBe(201);
    }
  });

  it("read the JSON media type in any case, on the lead forms, the account calls and the callable alike", async () => {
    for (const contentType of ["APPLICATION/JSON", "Application/Json; Charset=UTF-8"]) {
      expect((await send(leadUrl, JSON.stringify(validRequestDemo), contentType)).statusCode).toBe(201);
      expect((await send(callableUrl, '{"data":{}}', contentType)).statusCode).not.toBe(415);
      const account = await send(DEACTIVATE_ACCOUNT_PATH, '{"Email":"a@b.co","Password":"x"}', contentType);
      expect(account.statusCode).toBe(200);
    }
    const plain = await send(leadUrl, JSON.stringify(validRequestDemo), "text/plain");
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({ error: "Unsupported Media Type", message: expect.any(String) });
  });

  it("answer an oversized body with 413 on every JSON endpoint", async () => {
    const huge = JSON.stringify({ ...validRequestDemo, name: "x".repeat(20_000) });
    for (const url of [leadUrl, DEACTIVATE_ACCOUNT_PATH, LOGIN_PATH]) {
      const response = await send(url, huge);
      expect(response.statusCode, url).toBe(413);
      expect(response.json()).toEqual({ error: "Payload Too Large", message: "The body is larger than 16384 bytes." });
    }
    const callable = await send(callableUrl, `{"data":"${"x".repeat(20_000)}"}`);
    expect(callable.statusCode).toBe(413);
    expect(callable.json().error.status).toBe("INVALID_ARGUMENT");
  });

  it("name a forbidden key instead of calling the body invalid JSON", async () => {
    const cases = [
      ['{"__proto__":{"admin":true}}', "__proto__"],
      ['{"name":"A","extra":{"constructor":{"prototype":{"admin":true}}}}', "extra.constructor.prototype"],
      ['{"list":[{"__proto__":1}]}', "list.0.__proto__"],
    ] as const;
    for (const [payload, key] of cases) {
      const response = await send(leadUrl, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "Forbidden Key",
        message: `The body may not contain the key "${key}".`,
      });
    }
    // Walked without recursion: a body nested as deep as 16 KB allows is answered, not a crash.
    for (const deep of [`${"[".repeat(8_000)}${"]".repeat(8_000)}`, `${'{"a":'.repeat(2_500)}1${"}".repeat(2_500)}`]) {
      expect((await send(leadUrl, deep)).statusCode).toBe(400);
    }
    const deepProto = `${'{"a":'.repeat(2_000)}{"__proto__":1}${"}".repeat(2_000)}`;
    expect((await send(leadUrl, deepProto)).json().message).toMatch(
      /^The body may not contain the key "(a\.){2000}__proto__"\.$/,
    );
    // A plain "constructor" field is data, not a way to a prototype.
    const harmless = await send(leadUrl, JSON.stringify({ ...validRequestDemo, constructor: "x" }));
    expect(harmless.statusCode).toBe(201);
    const malformed = await send(leadUrl, '{"name":');
    expect(malformed.json()).toEqual({ error: "Invalid JSON", message: "Body is not valid JSON." });
  });

  it("answer a traversal attempt and other refusals in the project's words, never the framework's", async () => {
    const traversal = await harness.app.inject({
      url: "/assets/..%5c..%5cpackage.json",
      headers: { accept: "application/json" },
    });
    bodies.push(traversal.body);
    expect(traversal.statusCode).toBe(403);
    expect(traversal.json()).toEqual({ error: "Forbidden", message: "This address may not be read." });
    const nul = await harness.app.inject({ url: "/assets/%00x.js", headers: { accept: "application/json" } });
    bodies.push(nul.body);
    expect(nul.json()).toEqual({ error: "Bad Request", message: "The request could not be handled." });
    // Bytes that are not UTF-8 once decoded (a lone surrogate's, as a careless encoder writes it).
    for (const url of ["/%ED%A0%80", "/assets/%ED%A0%80", "/staff/api/%ED%A0%80"]) {
      const notText = await harness.app.inject({ url, headers: { accept: "application/json" } });
      bodies.push(notText.body);
      expect(notText.statusCode, url).toBe(400);
      expect(notText.json(), url).toEqual({
        error: "Bad Request",
        message: "The address is not valid: its text is not UTF-8.",
      });
      expect(notText.headers["content-security-policy"], url).toBeDefined();
    }
    for (const response of [
      await send(leadUrl, ""),
      await harness.app.inject({ method: "DELETE", url: "/api/RequestDemo" }),
      await harness.app.inject({ method: "PUT", url: leadUrl, payload: "{}" }),
    ]) {
      bodies.push(response.body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
