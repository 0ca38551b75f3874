import type { StaffNotices } from "@ikey/contracts/console-api-schemas";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** The most notices a member is shown at once: older unread ones wait until these are read. */
const SHOWN = 20;

/** A member's unread console notices, newest first (migration 0029). */
export async function unreadNotices(db: Kysely<Database>, staffId: number): Promise<StaffNotices["notices"]> {
  const rows = await db
    .selectFrom("staff_notices")
    .select(["id", "kind", "lead_id", "detail", "created_at"])
    .where("staff_id", "=", staffId)
    .where("read_at", "is", null)
    .orderBy("id", "desc")
    .limit(SHOWN)
    .execute();
  return rows.map((row) => {
    const detail = JSON.parse(row.detail) as { from: string; note: string | null };
    return {
      id: Number(row.id),
      kind: row.kind,
      leadId: row.lead_id === null ? null : Number(row.lead_id),
      from: detail.from,
      note: detail.note ?? null,
      at: Number(row.created_at),
    };
  });
}

/** Marks one of the member's own notices read; false when they have no such unread notice. */
export async function markNoticeRead(
  db: Kysely<Database>,
  staffId: number,
  noticeId: number,
  now: number,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable("staff_notices")
    .set({ read_at: now })
    .where("id", "=", noticeId)
    .where("staff_id", "=", staffId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}
