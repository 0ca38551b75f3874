import { expect, it } from "vitest";
import { loadConfig } from "../src/config";

const production = { NODE_ENV: "production", STAFF_SECRET_KEY: "k".repeat(32) };

it("refuses the placeholder conversations domain in production, and takes a real one", () => {
  expect(() => loadConfig(production)).toThrow(/CONVERSATIONS_DOMAIN: set it to the mail domain/);
  expect(() => loadConfig({ ...production, CONVERSATIONS_DOMAIN: "replies.ikey.test" })).toThrow(
    /CONVERSATIONS_DOMAIN/,
  );
  expect(loadConfig({ ...production, CONVERSATIONS_DOMAIN: "Replies.iKEY.my" }).conversations.domain).toBe(
    "replies.ikey.my",
  );
  // Elsewhere the placeholder is the default, and nothing listens: `npm start` needs no setup.
  expect(loadConfig({}).conversations).toEqual({ domain: "replies.ikey.example", smtp: undefined });
});

it("reads CONVERSATIONS_SMTP as HOST:PORT, IPv6 in brackets, and refuses anything else", () => {
  expect(loadConfig({ CONVERSATIONS_SMTP: "0.0.0.0:25" }).conversations.smtp).toEqual({ host: "0.0.0.0", port: 25 });
  expect(loadConfig({ CONVERSATIONS_SMTP: "[::1]:2525" }).conversations.smtp).toEqual({ host: "::1", port: 2525 });
  for (const bad of ["2525", "host:", "host:99999", "a b:25", "host:25\r\nx"]) {
    expect(() => loadConfig({ CONVERSATIONS_SMTP: bad }), bad).toThrow(/CONVERSATIONS_SMTP/);
  }
  expect(() => loadConfig({ CONVERSATIONS_DOMAIN: "not a domain" })).toThrow(/CONVERSATIONS_DOMAIN/);
});

it("takes the listener's certificate as a file that exists", () => {
  // Any existing file: the listener reads it as PEM when it starts (its own test).
  expect(loadConfig({ CONVERSATIONS_SMTP_TLS: "package.json" }).conversations.tls).toMatch(/\/package\.json$/);
  expect(() => loadConfig({ CONVERSATIONS_SMTP_TLS: "no/such/listener.pem" })).toThrow(
    /CONVERSATIONS_SMTP_TLS: no such file/,
  );
});
