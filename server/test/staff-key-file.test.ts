import { readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { STAFF_KEY_FILE, staffKeyFor } from "../src/staff/staff-key-file";
import { runCli } from "./cli-run";
import { freshDatabase } from "./test-app";

const drops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const drop of drops.splice(0)) await drop();
});

/** A fresh SQLite path, as on a fresh clone: nothing in its folder yet. */
async function freshSqlite() {
  const { env, drop } = await freshDatabase("sqlite");
  drops.push(drop);
  const config = loadConfig(env);
  if (config.database.kind !== "sqlite") throw new Error("expected SQLite");
  return { env, config, keyFile: join(dirname(config.database.path), STAFF_KEY_FILE) };
}

it("generates the key once into an owner-only file beside the database, says so once, and reads it after", async () => {
  const { config, keyFile } = await freshSqlite();
  const first = staffKeyFor(config);
  expect(first.key).toMatch(/^[0-9a-f]{64}$/);
  expect(first.notice).toContain(keyFile);
  expect(first.notice).not.toContain(first.key);
  expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  expect(readFileSync(keyFile, "utf8")).toBe(`${first.key}\n`);

  expect(staffKeyFor(config)).toEqual({ key: first.key });
});

it("uses STAFF_SECRET_KEY when set, and makes no file", async () => {
  const { env, keyFile } = await freshSqlite();
  const key = "an-operator-chosen-staff-key-of-32-chars+";
  expect(staffKeyFor(loadConfig({ ...env, STAFF_SECRET_KEY: key }))).toEqual({ key });
  expect(statSync(keyFile, { throwIfNoEntry: false })).toBeUndefined();
});

it("makes no key for PostgreSQL, whose instances share no disk", () => {
  expect(staffKeyFor(loadConfig({ DATABASE_URL: "postgres://db.internal/ikey" }))).toEqual({});
});

it("refuses a key file that holds no key, naming it, rather than sealing with something else", async () => {
  const { config, keyFile } = await freshSqlite();
  writeFileSync(keyFile, "", { mode: 0o600 });
  expect(() => staffKeyFor(config)).toThrow(`${keyFile} is not a staff console key`);
});

it("agrees with the staff CLI: an invitation before the first start makes the key the server then reads", async () => {
  const { env, config, keyFile } = await freshSqlite();
  const invited = runCli("staff", ["invite", "admin@ikey.example", "--role", "admin"], env);
  expect(invited.status, invited.stderr).toBe(0);
  expect(invited.stderr).toContain(keyFile);
  expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  expect(staffKeyFor(config)).toEqual({ key: readFileSync(keyFile, "utf8").trim() });
});

it("stops a production server without STAFF_SECRET_KEY, naming the variable", () => {
  expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/STAFF_SECRET_KEY: required when NODE_ENV=production/);
  expect(() => loadConfig({ NODE_ENV: "production", STAFF_SECRET_KEY: "" })).toThrow(/STAFF_SECRET_KEY/);
  const production = { NODE_ENV: "production", CONVERSATIONS_DOMAIN: "replies.ikey.my" };
  expect(loadConfig({ ...production, STAFF_SECRET_KEY: "k".repeat(32) }).staffSecretKey).toBe("k".repeat(32));
});
