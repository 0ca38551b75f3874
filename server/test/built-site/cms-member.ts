import type { Kysely } from "kysely";
import type { Acting } from "../../src/cms/cms-drafts";
import type { Database } from "../../src/db/schema";
import { inviteStaff } from "../../src/staff/staff-store";

/**
 * A marketing member, invited as the CLI does, acting at `now` on the console's stores directly:
 * the tests over the build check the pages a post makes, not the console's API (server/test has it).
 */
export async function marketingMember(db: Kysely<Database>, now: number): Promise<Acting> {
  await inviteStaff(db, {
    email: "marketing@ikey.example",
    role: "marketing",
    now,
    siteUrl: "http://localhost:3000",
    supportEmail: "support@ikey.example",
    actor: "cli",
  });
  const member = await db.selectFrom("staff").select(["id", "email"]).executeTakeFirstOrThrow();
  return { member, clientHash: "test", now };
}
