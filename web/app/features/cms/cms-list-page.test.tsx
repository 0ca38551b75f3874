import type { CmsList } from "@ikey/contracts/cms-api-schemas";
import type { StaffSession } from "@ikey/contracts/console-api-schemas";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { at, itemOf } from "../../../test/cms-items";
import { callsTo, type Handler, serveConsoleApi } from "../../../test/console-api";
import { readSessionAs } from "../../../test/console-session";
import { ConsoleSession } from "../../lib/console/staff-session";
import { changeCmsList, loadCmsList } from "./cms-data";
import { CmsListPage } from "./cms-list-page";

const admin: StaffSession = {
  id: 1,
  email: "admin@ikey.example",
  role: "admin",
  name: null,
  language: "en",
  csrfToken: "t",
};

/** The help articles' list as its route (routes/staff-help-articles.tsx) puts it together, and an editor to land in. */
function renderList(handlers: Record<string, Handler>) {
  const fetch = serveConsoleApi(handlers);
  const Stub = createRoutesStub([
    {
      path: "/staff/help-articles",
      loader: () => loadCmsList("help-article"),
      action: async ({ request }) => changeCmsList("help-article", await request.json()),
      Component: function List() {
        return (
          <ConsoleSession value={admin}>
            <CmsListPage kind="help-article" list={useLoaderData<CmsList>()} />
          </ConsoleSession>
        );
      },
    },
    { path: "/staff/help-articles/:id", Component: () => <h1>The editor</h1> },
  ]);
  render(<Stub initialEntries={["/staff/help-articles"]} />);
  return fetch;
}

const article = {
  ...itemOf({
    en: {
      title: "Pair your child",
      version: 4,
      state: "published",
      updatedAt: at(9),
      updatedBy: { id: 1, name: "Aisyah" },
    },
    ms: {
      title: "Pasangkan anak anda",
      version: 2,
      state: "published",
      stale: { englishThen: "# Pair", englishNow: "# Pair your child" },
    },
    zh: {
      version: 1,
      state: "scheduled",
      publishAt: Date.UTC(2030, 0, 2, 2),
      approvalRequestedBy: { id: 3, name: "Li" },
    },
  }),
  kind: "help-article" as const,
  audience: "parents" as const,
};

beforeEach(() => readSessionAs(admin));
afterEach(() => vi.restoreAllMocks());

describe("the help articles' list", () => {
  it("shows each language's own state and marks, by words", async () => {
    renderList({ "GET /cms/help-articles": () => ({ body: { items: [article], approval: false } }) });
    const row = await screen.findByRole("row", { name: /Pair your child/ });
    const cells = within(row).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual([
      "Parents",
      "Published",
      "PublishedStale translation",
      "Scheduled for 2 Jan 2030, 10:00 amAwaiting approval",
      "23 Nov 2026, 9:00 am by Aisyah",
    ]);
    expect(within(row).getByRole("link", { name: "Pair your child" }).getAttribute("href")).toBe(
      "/staff/help-articles/12",
    );
  });

  it("asks whom a new article is for, creates it and opens its editor", async () => {
    const fetch = renderList({
      "GET /cms/help-articles": () => ({ body: { items: [], approval: false } }),
      "POST /cms/help-articles": () => ({ status: 201, body: { item: { ...article, id: 7 } } }),
    });
    await userEvent.selectOptions(await screen.findByLabelText("Who it is for"), "teachers");
    await userEvent.click(screen.getByRole("button", { name: "New help article" }));
    expect(await screen.findByRole("heading", { name: "The editor" })).toBeTruthy();
    expect(callsTo(fetch, "POST /cms/help-articles").map((call) => call.body)).toEqual([{ audience: "teachers" }]);
  });

  it("lets an admin make publishing wait for a second member's approval", async () => {
    let approval = false;
    const fetch = renderList({
      "GET /cms/help-articles": () => ({ body: { items: [], approval } }),
      "PUT /cms/help-articles/settings": (body) => {
        approval = (body as { approval: boolean }).approval;
        return { body: { ok: true } };
      },
    });
    await userEvent.click(await screen.findByRole("checkbox", { name: "Publishing needs a second member's approval" }));
    await userEvent.click(screen.getByRole("button", { name: "Save the setting" }));
    expect(await screen.findByText("Saved: publishing now waits for a second member's approval.")).toBeTruthy();
    expect(callsTo(fetch, "PUT /cms/help-articles/settings").map((call) => call.body)).toEqual([{ approval: true }]);
  });
});
