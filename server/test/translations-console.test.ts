import type { TranslationStatus } from "@ikey/contracts/translations";
import { describe, expect, it } from "vitest";
import { TRANSLATION_STATUS } from "./fixture-site";
import { staffHarnessPerTest } from "./staff-harness";
import { engines } from "./test-app";

const setup = staffHarnessPerTest();

// A file of the build, not the database's: one engine is enough.
describe("the console's translation status", () => {
  it("gives admins the table the build wrote, and no one else", async () => {
    const h = await setup(engines[0] ?? "sqlite");
    const admin = await h.member("admin@ikey.example", "admin");
    const reply = await h.call("GET", "/translations", { as: admin });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["cache-control"]).toContain("no-store");
    expect(reply.json<TranslationStatus>()).toEqual(TRANSLATION_STATUS);

    const support = await h.member("support@ikey.example", "support");
    expect((await h.call("GET", "/translations", { as: support })).statusCode).toBe(403);
    expect((await h.call("GET", "/translations")).statusCode).toBe(401);
  });
});
