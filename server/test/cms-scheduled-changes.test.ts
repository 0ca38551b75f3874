import type { CmsItem, CmsText } from "@ikey/contracts/cms-api-schemas";
import { describe, expect, it } from "vitest";
import { applyDueChanges } from "../src/cms/cms-publishing";
import { dueChangesOnTwoInstances } from "./cms-schedule-passes";
import { type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { engines } from "./test-app";

/*
 * Changes to a live text published at a time (cms-publishing.ts's scheduleChanges): what is live
 * stays on the site until their minute, the changes then replace it on every instance's next reading
 * of the database, and the schedule's job records it once. The harness starts on 2026-11-23 at
 * 09:00, Malaysia time.
 */

const setup = staffHarnessPerTest();
const MINUTE = 60_000;
const CHANGES_AT = Date.parse("2026-11-24T10:00:00+08:00");

function announcements(h: StaffHarness, as: TestMember) {
  const base = "/cms/announcements";
  const text = (id: number, language: string) => `${base}/${id}/texts/${language}`;
  const item = (reply: { json: <T>() => T }) => reply.json<{ item: CmsItem }>().item;
  return {
    create: async () => item(await h.call("POST", base, { as, body: {} })).id,
    save: async (id: number, title: string, baseVersion: number) => {
      const body = {
        title,
        summary: "Hours.",
        body: "Open as usual.",
        slug: "holiday-hours",
        audience: null,
        baseVersion,
      };
      return item(await h.call("PUT", text(id, "en"), { as, body })).texts.en;
    },
    publish: (id: number, body: object = {}) => h.call("POST", `${text(id, "en")}/publish`, { as, body }),
    cancel: (id: number) => h.call("POST", `${text(id, "en")}/cancel-changes`, { as }),
    unpublish: (id: number) => h.call("POST", `${text(id, "en")}/unpublish`, { as, body: {} }),
    text: async (id: number): Promise<CmsText> => item(await h.call("GET", `${base}/${id}`, { as })).texts.en,
  };
}

/** The post's page title, as a reader sees it now. */
async function shownTitle(h: StaffHarness) {
  const page = await h.app.inject({ url: "/announcement/holiday-hours", headers: { accept: "text/html" } });
  expect(page.statusCode).toBe(200);
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(page.body)?.[1];
}

describe.each(engines)("scheduled changes to a live post on %s", (engine) => {
  it("keeps what is live until the changes' minute, then shows them, recorded once", async () => {
    const h = await setup(engine);
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const api = announcements(h, marketing);
    const id = await api.create();
    const first = await api.save(id, "Holiday hours", 0);
    expect((await api.publish(id)).statusCode).toBe(200);

    // Nothing changed yet: nothing to schedule.
    const unchanged = await api.publish(id, { at: "2026-11-24T10:00" });
    expect(unchanged.statusCode).toBe(409);
    expect(unchanged.json()).toMatchObject({ field: "at" });

    const changed = await api.save(id, "Holiday hours: open till noon", first.version);
    const scheduled = await api.publish(id, { at: "2026-11-24T10:00" });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json<{ item: CmsItem }>().item.texts.en).toMatchObject({
      state: "published",
      scheduledChanges: { at: CHANGES_AT, editedSince: false },
    });
    // More typing in the same sitting goes into a new revision: the scheduled one stays as it was.
    const later = await api.save(id, "Holiday hours: draft for next year", changed.version);
    expect(later.scheduledChanges).toEqual({ at: CHANGES_AT, editedSince: true });
    expect(await shownTitle(h)).toBe("Holiday hours");

    // Each change in the console makes this instance read the database again, as its timer does.
    // A day on, the member signs in again.
    h.advance(CHANGES_AT - MINUTE - h.now());
    await h.signIn(marketing);
    await api.create();
    expect(await shownTitle(h)).toBe("Holiday hours");
    h.advance(MINUTE);
    await api.create();
    expect(await shownTitle(h)).toBe("Holiday hours: open till noon");

    expect(await dueChangesOnTwoInstances(h, engine)).toBe(1);
    const automatic = await h.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("actor", "=", "automatic")
      .execute();
    expect(automatic).toHaveLength(1);
    expect(automatic[0]?.action).toBe("cms.publish");
    expect(JSON.parse(String(automatic[0]?.detail))).toEqual({ scheduled: true, changes: true });
    await api.create();
    expect(await shownTitle(h)).toBe("Holiday hours: open till noon");
    // The draft's later words are still its own, not published.
    expect(await api.text(id)).toMatchObject({ scheduledChanges: null, unpublishedChanges: true });
  });

  it("cancels scheduled changes, and drops them when the post is taken down", async () => {
    const h = await setup(engine);
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const api = announcements(h, marketing);
    const id = await api.create();
    const first = await api.save(id, "Holiday hours", 0);
    await api.publish(id);
    await api.save(id, "Holiday hours: open till noon", first.version);

    expect((await api.publish(id, { at: "2026-11-24T10:00" })).statusCode).toBe(200);
    expect((await api.cancel(id)).statusCode).toBe(200);
    expect(await api.text(id)).toMatchObject({ scheduledChanges: null, state: "published" });
    expect((await api.cancel(id)).statusCode).toBe(409);

    expect((await api.publish(id, { at: "2026-11-24T10:00" })).statusCode).toBe(200);
    expect((await api.unpublish(id)).statusCode).toBe(200);
    expect(await api.text(id)).toMatchObject({ scheduledChanges: null, state: "unpublished" });
    h.advance(CHANGES_AT - h.now());
    expect(await applyDueChanges(h.db, h.now())).toBe(0);
    const actions = await h.db.selectFrom("audit_log").select("action").where("action", "like", "cms.%").execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(["cms.schedule-changes", "cms.cancel-changes", "cms.unpublish"]),
    );
  });
});
