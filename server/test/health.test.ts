import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { createTestApp } from "./test-app";

let harness: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe("/healthz", () => {
  it("is 200 while the database answers", async () => {
    harness = await createTestApp();
    const response = await harness.app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "sqlite" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("is 503 with JSON when the database does not answer", async () => {
    // A PostgreSQL address where nothing listens: the connection is refused at once.
    harness = await createTestApp({ DATABASE_URL: "postgres://ikey@127.0.0.1:1/ikey" });
    const response = await harness.app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "unavailable", database: "postgres" });
  });
});

describe("loadConfig", () => {
  it("defaults to port 3000 and the embedded SQLite file", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ kind: "sqlite" });
    expect(config.database.kind === "sqlite" && config.database.path).toMatch(/data\/ikey\.sqlite$/);
  });

  it("honours PORT and DATABASE_URL", () => {
    const config = loadConfig({ PORT: "4123", DATABASE_URL: "postgres://app@127.0.0.1:5544/ikey" });
    expect(config.port).toBe(4123);
    // E-mailed links (invitations) point where the server listens, unless SITE_URL says otherwise.
    expect(config.site.SITE_URL).toBe("http://localhost:4123");
    expect(config.staffConsoleUrl).toBe("http://localhost:4123");
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://app@127.0.0.1:5544/ikey" });
  });

  it("stops at startup on a bad value, naming it", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SITE_URL: "nope" })).toThrow(/SITE_URL/);
  });
});
