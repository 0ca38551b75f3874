import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { marketingSession, renderAnnouncementEditor } from "../../../test/cms-editor";
import { at, itemOf } from "../../../test/cms-items";
import { callsTo } from "../../../test/console-api";
import { readSessionAs } from "../../../test/console-session";
import { malaysiaTime } from "../../lib/console/malaysia-time";

const API = "/cms/announcements/12";
const LINK =
  "http://localhost:3000/cms-preview/djE6MTI6ZW46NDU6MTc5NjU5NzU2MDAwMA.c2lnbmF0dXJlLW9mLWZvcnR5LXRocmVlLWNoYXJhY3RlcnM";
const EXPIRES = at(14, 6) + 7 * 86_400_000;
/** The editor's item, as the server gives it. */
const loaded = { [`GET ${API}`]: () => ({ body: { item: itemOf({ en: { title: "Holiday hours", version: 3 } }) } }) };

const panel = async () =>
  (await screen.findByRole("heading", { name: "Preview link" })).closest("section") as HTMLElement;

beforeEach(async () => {
  await readSessionAs(marketingSession);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at(14, 6));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the preview link", () => {
  it("saves what was typed, then shows the signed link with its expiry in Malaysia time and copies it", async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    const fetch = renderAnnouncementEditor({
      ...loaded,
      [`PUT ${API}/texts/en`]: (body) => {
        order.push("save");
        return { body: { item: itemOf({ en: { ...(body as object), version: 4, updatedAt: at(14, 6) } }) } };
      },
      [`POST ${API}/texts/en/preview-link`]: () => {
        order.push("link");
        return { body: { url: LINK, expiresAt: EXPIRES } };
      },
    });
    const form = await screen.findByRole("form", { name: "The English text" });
    await user.type(within(form).getByLabelText("Summary"), "Open till noon.");
    const section = await panel();
    await user.click(within(section).getByRole("button", { name: "Make a preview link" }));

    const field = await within(section).findByLabelText<HTMLInputElement>("Preview link");
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);
    // The words the link shows were saved before it was made.
    expect(order).toEqual(["save", "link"]);
    expect(callsTo(fetch, `PUT ${API}/texts/en`)[0]?.body).toMatchObject({ summary: "Open till noon." });
    expect(callsTo(fetch, `POST ${API}/texts/en/preview-link`)[0]?.headers["X-CSRF-Token"]).toBe("csrf");
    expect(field.getAttribute("aria-describedby")).toBeTruthy();
    const expiry = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(expiry?.textContent).toBe(
      `Works until ${malaysiaTime(EXPIRES)} (Malaysia time). It shows this version, not later changes.`,
    );
    expect(expiry?.textContent).toContain("30 Nov 2026");

    await user.click(within(section).getByRole("button", { name: "Copy the link" }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(within(section).getByRole("status").textContent).toBe("Copied.");
    expect(within(section).getByRole("button", { name: "Make a new preview link" })).toBeTruthy();
  });

  it("says why when the server makes none", async () => {
    const user = userEvent.setup();
    renderAnnouncementEditor({
      ...loaded,
      [`POST ${API}/texts/en/preview-link`]: () => ({
        status: 404,
        body: { error: "Not Found", message: "Nothing is written in this language yet: write it first." },
      }),
    });
    const section = await panel();
    await user.click(within(section).getByRole("button", { name: "Make a preview link" }));
    expect((await within(section).findByRole("alert")).textContent).toBe(
      "Nothing is written in this language yet: write it first.",
    );
    expect(within(section).queryByLabelText("Preview link")).toBeNull();
  });
});
