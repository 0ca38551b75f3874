import type { CmsItem } from "@ikey/contracts/cms-api-schemas";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { marketingSession, renderAnnouncementEditor } from "../../../test/cms-editor";
import { at, itemOf, textOf } from "../../../test/cms-items";
import { callsTo } from "../../../test/console-api";
import { readSessionAs } from "../../../test/console-session";

const API = "/cms/announcements/12";

const saved = (item: CmsItem) => ({ body: { item } });
const englishForm = () => screen.getByRole("form", { name: "The English text" });

beforeEach(async () => {
  await readSessionAs(marketingSession);
  // The day of the saves below (only the date is fake: the autosave's pause is waited for).
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at(14, 6));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the announcement editor", () => {
  it("saves the draft once typing pauses, over the version it last loaded or saved", async () => {
    let version = 3;
    const fetch = renderAnnouncementEditor({
      [`GET ${API}`]: () => saved(itemOf({ en: { version: 3 } })),
      [`PUT ${API}/texts/en`]: (body) => {
        version += 1;
        const words = body as { title: string; summary: string; slug: string; body: string };
        return saved(itemOf({ en: { ...words, version, updatedAt: at(14, 5) } }));
      },
    });
    const form = await screen.findByRole("form", { name: "The English text" });
    await userEvent.type(within(form).getByLabelText("Title"), "Holiday hours");
    // The address follows the title while the member has written none.
    expect(within(form).getByLabelText<HTMLInputElement>("Address").value).toBe("holiday-hours");
    expect((await screen.findByText("Saved at 14:05.")).getAttribute("role")).toBe("status");
    await userEvent.type(within(form).getByLabelText("Summary"), "Open till noon.");
    await vi.waitFor(() => expect(callsTo(fetch, `PUT ${API}/texts/en`)).toHaveLength(2));

    expect(callsTo(fetch, `PUT ${API}/texts/en`).map((call) => call.body)).toEqual([
      { title: "Holiday hours", summary: "", slug: "holiday-hours", body: "", audience: null, baseVersion: 3 },
      {
        title: "Holiday hours",
        summary: "Open till noon.",
        slug: "holiday-hours",
        body: "",
        audience: null,
        baseVersion: 4,
      },
    ]);
    expect(callsTo(fetch, `PUT ${API}/texts/en`)[0]?.headers["X-CSRF-Token"]).toBe("csrf");
  });

  it("saves what was typed at once, with keepalive, when the page is closed", async () => {
    const fetch = renderAnnouncementEditor({
      [`GET ${API}`]: () => saved(itemOf({ en: { version: 1 } })),
      [`PUT ${API}/texts/en`]: (body) => saved(itemOf({ en: { ...(body as object), version: 2 } })),
    });
    const form = await screen.findByRole("form", { name: "The English text" });
    await userEvent.type(within(form).getByLabelText("Summary"), "Closing now");
    window.dispatchEvent(new Event("pagehide"));
    await vi.waitFor(() => expect(callsTo(fetch, `PUT ${API}/texts/en`)).toHaveLength(1));
    const [, init] = fetch.mock.calls.find(([, call]) => call?.method === "PUT") ?? [];
    expect(init?.keepalive).toBe(true);
    expect(callsTo(fetch, `PUT ${API}/texts/en`)[0]?.body).toMatchObject({ summary: "Closing now", baseVersion: 1 });
  });

  it("shows the other member's version beside the member's own on a conflict, and keeps theirs on request", async () => {
    const theirs = textOf("en", {
      title: "Fee reminders by e-mail",
      slug: "fee-reminders",
      version: 5,
      updatedAt: at(10, 30),
      updatedBy: { id: 2, name: "Aisyah" },
    });
    let puts = 0;
    const fetch = renderAnnouncementEditor({
      [`GET ${API}`]: () => saved(itemOf({ en: { title: "Fee reminders", slug: "fee-reminders", version: 4 } })),
      [`PUT ${API}/texts/en`]: (body) => {
        puts += 1;
        if (puts === 1)
          return {
            status: 409,
            body: { error: "Conflict", message: "Someone else saved this text.", current: theirs },
          };
        return saved(itemOf({ en: { ...(body as object), version: 6, updatedAt: at(10, 32) } }));
      },
    });
    const form = await screen.findByRole("form", { name: "The English text" });
    await userEvent.type(within(form).getByLabelText("Title"), " by SMS");

    const conflict = (await screen.findByRole("heading", { name: "Someone else saved this text" })).closest(
      "section",
    ) as HTMLElement;
    expect(within(conflict).getByRole("region", { name: "Their version" }).textContent).toContain(
      "Fee reminders by e-mail",
    );
    expect(within(conflict).getByRole("region", { name: "Your version" }).textContent).toContain(
      "Fee reminders by SMS",
    );
    expect(conflict.textContent).toContain("Aisyah saved version 5");
    // What the member typed stays in the field while they choose.
    expect(within(englishForm()).getByLabelText<HTMLInputElement>("Title").value).toBe("Fee reminders by SMS");

    await userEvent.click(within(conflict).getByRole("button", { name: "Keep mine" }));
    expect(await screen.findByText("Saved at 10:32.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Someone else saved this text" })).toBeNull();
    const [first, second] = callsTo(fetch, `PUT ${API}/texts/en`).map((call) => call.body);
    expect(first).toMatchObject({ title: "Fee reminders by SMS", baseVersion: 4 });
    expect(second).toMatchObject({ title: "Fee reminders by SMS", baseVersion: 5 });
  });

  it("publishes the open language now, schedules another with a Malaysia time, and says when approval is awaited", async () => {
    const written = { title: "Holiday hours", summary: "Closed.", body: "Closed on Friday.", slug: "holiday-hours" };
    let item = itemOf({ en: { ...written, version: 2 }, ms: { ...written, slug: "waktu-cuti", version: 1 } });
    const fetch = renderAnnouncementEditor({
      [`GET ${API}`]: () => saved(item),
      [`POST ${API}/texts/en/publish`]: () => {
        item = itemOf({ en: { ...written, version: 2, state: "published", publishAt: at(9) }, ms: item.texts.ms });
        return { body: { item, outcome: "published" } };
      },
      [`POST ${API}/texts/ms/publish`]: () => {
        item = {
          ...item,
          texts: { ...item.texts, ms: { ...item.texts.ms, approvalRequestedBy: { id: 1, name: "Mei" } } },
        };
        return { body: { item, outcome: "awaiting-approval" } };
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Publish now" }));
    expect(await screen.findByText("Published.")).toBeTruthy();
    expect(callsTo(fetch, `POST ${API}/texts/en/publish`).map((call) => call.body)).toEqual([
      { at: null, until: null },
    ]);
    // English is live: it is unpublished, not scheduled, from here. Its tab says so.
    await vi.waitFor(() => expect(screen.getByRole("tab", { name: /English\s*Published/ })).toBeTruthy());

    await userEvent.click(screen.getByRole("tab", { name: /Bahasa Melayu/ }));
    const malay = screen.getByRole("tabpanel", { name: /Bahasa Melayu/ });
    await userEvent.click(within(malay).getByRole("button", { name: "Schedule…" }));
    const schedule = within(malay).getByRole("form", { name: "Schedule" });
    const publishAt = within(schedule).getByRole("group", { name: "Publish at (Malaysia time)" });
    fireEvent.change(within(publishAt).getByLabelText("Date"), { target: { value: "2026-11-24" } });
    fireEvent.change(within(publishAt).getByLabelText("Time"), { target: { value: "10:00" } });
    const until = within(schedule).getByRole("group", { name: /Take it down at/ });
    fireEvent.change(within(until).getByLabelText("Date"), { target: { value: "2026-11-30" } });
    fireEvent.change(within(until).getByLabelText("Time"), { target: { value: "18:00" } });
    await userEvent.click(within(schedule).getByRole("button", { name: "Schedule" }));

    expect(
      await within(malay).findByText("Awaiting approval: it goes live once another member approves it."),
    ).toBeTruthy();
    expect(callsTo(fetch, `POST ${API}/texts/ms/publish`).map((call) => call.body)).toEqual([
      { at: "2026-11-24T10:00", until: "2026-11-30T18:00" },
    ]);
    // The asker may withdraw the request; approving is another member's.
    expect(await within(malay).findByRole("button", { name: "Withdraw the request" })).toBeTruthy();
    expect(within(malay).queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("schedules a live text's changes, says when they go live, and cancels them", async () => {
    const live = { title: "Holiday hours", summary: "Closed.", body: "Closed on Friday.", slug: "holiday-hours" };
    const published = { ...live, version: 3, state: "published" as const, publishAt: at(9), unpublishedChanges: true };
    let item = itemOf({ en: published });
    const fetch = renderAnnouncementEditor({
      [`GET ${API}`]: () => saved(item),
      [`PUT ${API}/texts/en`]: () => saved(item),
      [`POST ${API}/texts/en/publish`]: () => {
        item = itemOf({ en: { ...published, scheduledChanges: { at: at(18), editedSince: false } } });
        return { body: { item, outcome: "published" } };
      },
      [`POST ${API}/texts/en/cancel-changes`]: () => {
        item = itemOf({ en: published });
        return saved(item);
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Schedule the changes…" }));
    const schedule = screen.getByRole("form", { name: "Schedule" });
    const publishAt = within(schedule).getByRole("group", { name: "Publish the changes at (Malaysia time)" });
    fireEvent.change(within(publishAt).getByLabelText("Date"), { target: { value: "2026-11-23" } });
    fireEvent.change(within(publishAt).getByLabelText("Time"), { target: { value: "18:00" } });
    await userEvent.click(within(schedule).getByRole("button", { name: "Schedule" }));
    expect(
      await screen.findByText(
        "The changes are scheduled for 23 Nov 2026, 6:00 pm (Malaysia time); until then the site shows what was published.",
      ),
    ).toBeTruthy();
    expect(callsTo(fetch, `POST ${API}/texts/en/publish`).map((call) => call.body)).toEqual([
      { at: "2026-11-23T18:00", until: null },
    ]);
    expect(screen.getByText(/The changes go live at 23 Nov 2026, 6:00 pm \(Malaysia time\)\./)).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Cancel the scheduled changes" }));
    expect(
      await screen.findByText(
        "The scheduled changes are cancelled: the site keeps what was published, the draft keeps the changes.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel the scheduled changes" })).toBeNull();
  });

  it("shows a refusal next to the field the server names, and moves the keyboard there", async () => {
    renderAnnouncementEditor({
      [`GET ${API}`]: () => saved(itemOf({ en: { title: "Moving day", version: 1 } })),
      [`POST ${API}/texts/en/publish`]: () => ({
        status: 400,
        body: { error: "Refused", message: "Choose an address", field: "slug" },
      }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Publish now" }));
    const address = await within(englishForm()).findByLabelText("Address");
    await vi.waitFor(() => expect(address.getAttribute("aria-invalid")).toBe("true"));
    const problem = address.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "";
    expect(document.getElementById(problem)?.textContent).toBe("Choose an address");
    await vi.waitFor(() => expect(document.activeElement).toBe(address));
  });

  it("tells a stale translation's tab what English changed since it was published", async () => {
    renderAnnouncementEditor(
      {
        [`GET ${API}`]: () =>
          saved(
            itemOf({
              en: { title: "Fees", version: 3 },
              ms: {
                title: "Yuran",
                version: 1,
                state: "published",
                stale: {
                  englishThen: "# Fees\n\nHow to pay.\n\nPay by cash.",
                  englishNow: "# Fees\n\nHow to pay.\n\nPay by card.",
                },
              },
            }),
          ),
      },
      { address: "/staff/announcements/12#ms" },
    );
    const malay = await screen.findByRole("tabpanel", { name: /Bahasa Melayu/ });
    expect(screen.getByRole("tab", { name: /Bahasa Melayu.*Stale translation/ }).getAttribute("aria-selected")).toBe(
      "true",
    );
    const notice = within(malay)
      .getByRole("heading", { name: /The English text changed after this translation was published/ })
      .closest("section") as HTMLElement;
    const lines = within(notice)
      .getByRole("list", { name: "English changes since this was published" })
      .querySelectorAll("li");
    expect([...lines].map((line) => line.textContent)).toEqual([
      "  # Fees",
      "  ",
      "  How to pay.",
      "  ",
      "− Removed: Pay by cash.",
      "+ Added: Pay by card.",
    ]);
    // Only Malay's tab has one: English is what translations follow, and Chinese is not stale.
    expect(screen.getAllByText(/The English text changed after/)).toHaveLength(1);
  });
  it("sends a chosen picture and writes it into the body where the caret was, waiting for its words", async () => {
    const source = "/media/0123456789abcdef-1200x800";
    const fetch = renderAnnouncementEditor({
      [`GET ${API}`]: () => saved(itemOf({ en: { body: "Our new room.", version: 1 } })),
      [`PUT ${API}/texts/en`]: (body) => saved(itemOf({ en: { ...(body as object), version: 2 } })),
      "POST /cms/announcements/images": (file) =>
        file instanceof Blob && file.size === 4
          ? { status: 201, body: { image: { id: "0123456789abcdef", width: 1200, height: 800 }, source } }
          : {
              status: 415,
              body: { error: "Unsupported Media Type", message: "That file is not a PNG, JPEG or WebP picture." },
            },
    });
    const form = await screen.findByRole("form", { name: "The English text" });
    const body = within(form).getByLabelText<HTMLTextAreaElement>("Text (Markdown)");
    body.setSelectionRange(body.value.length, body.value.length);
    const chooser = within(form).getByLabelText<HTMLInputElement>("Picture to add (PNG, JPEG or WebP)");
    await userEvent.upload(
      chooser,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "room.png", { type: "image/png" }),
    );
    await vi.waitFor(() => expect(body.value).toBe(`Our new room.\n\n![](${source})`));
    expect(body.selectionStart).toBe("Our new room.\n\n![".length);
    expect(callsTo(fetch, "POST /cms/announcements/images")[0]?.headers).toMatchObject({
      "content-type": "application/octet-stream",
      "X-CSRF-Token": "csrf",
    });

    // The server's refusal, in the member's sight; the body is left as it was.
    await userEvent.upload(chooser, new File(["<?php system($_GET['c']); ?>"], "shell.png", { type: "image/png" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("That file is not a PNG, JPEG or WebP picture.");
    expect(body.value).toBe(`Our new room.\n\n![](${source})`);
    // Saved like anything typed (and nothing left running when the test ends).
    await vi.waitFor(() => expect(callsTo(fetch, `PUT ${API}/texts/en`)).toHaveLength(1), { timeout: 4_000 });
    expect(callsTo(fetch, `PUT ${API}/texts/en`)[0]?.body).toMatchObject({ body: `Our new room.\n\n![](${source})` });
  });

  it("refuses a picture over 10 MB before sending it", async () => {
    const fetch = renderAnnouncementEditor({ [`GET ${API}`]: () => saved(itemOf({ en: { version: 1 } })) });
    const form = await screen.findByRole("form", { name: "The English text" });
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "scan.png", { type: "image/png" });
    await userEvent.upload(within(form).getByLabelText("Picture to add (PNG, JPEG or WebP)"), huge);
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "That file is larger than 10 MB: save a smaller copy.",
    );
    expect(callsTo(fetch, "POST /cms/announcements/images")).toEqual([]);
  });
});
