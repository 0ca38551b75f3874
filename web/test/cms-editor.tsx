import type { CmsItem } from "@ikey/contracts/cms-api-schemas";
import type { StaffSession } from "@ikey/contracts/console-api-schemas";
import { render } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { changeCmsItem, loadCmsItem } from "../app/features/cms/cms-data";
import { CmsEditorPage } from "../app/features/cms/cms-editor-page";
import { ConsoleUnavailable } from "../app/lib/console/console-unavailable";
import { ConsoleSession } from "../app/lib/console/staff-session";
import { type Handler, serveConsoleApi } from "./console-api";

/** A marketing member's session, as the console reads it. */
export const marketingSession: StaffSession = {
  id: 1,
  email: "mei@ikey.example",
  role: "marketing",
  name: "Mei",
  language: "en",
  csrfToken: "csrf",
};

/**
 * Announcement 12's editor as its route (routes/staff-announcement.tsx) puts it together, over the
 * given API; the preview, asked for after each pause in the body, answers nothing to show.
 */
export function renderAnnouncementEditor(
  handlers: Record<string, Handler>,
  { session = marketingSession, address = "/staff/announcements/12" } = {},
) {
  const fetch = serveConsoleApi({
    "POST /cms/announcements/preview": () => ({ body: { blocks: [], problems: [] } }),
    ...handlers,
  });
  const Stub = createRoutesStub([
    {
      path: "/staff/announcements/:id",
      loader: ({ params }) => loadCmsItem("announcement", params.id ?? ""),
      action: async ({ params, request }) => changeCmsItem("announcement", params.id ?? "", await request.json()),
      Component: function Editor() {
        return (
          <ConsoleSession value={session}>
            <CmsEditorPage kind="announcement" loaded={useLoaderData<CmsItem>()} />
          </ConsoleSession>
        );
      },
      ErrorBoundary: ConsoleUnavailable,
    },
  ]);
  render(<Stub initialEntries={[address]} />);
  return fetch;
}
