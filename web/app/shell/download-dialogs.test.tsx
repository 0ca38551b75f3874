// The home page's download buttons open the shell's download dialogs.
import { type AppId, appLabels, downloadHref, type Platform } from "@ikey/contracts/app-stores";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { DownloadButtons } from "../features/home/download-buttons";
import { SiteShell } from "./site-shell";

function renderHome() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <SiteShell>
          <DownloadButtons />
        </SiteShell>
      ),
    },
  ]);
  const { container } = render(<Stub initialEntries={["/"]} />);
  const buttons = container.querySelector(".download-buttons");
  if (!(buttons instanceof HTMLElement)) throw new Error("no .download-buttons");
  return buttons;
}

// The dialogs' code loads on first opening: load it before, so no test waits on its transform.
beforeAll(() => import("../features/downloads/download-dialogs"), 60_000);

describe("download dialogs", () => {
  const dialogs: [string, string, string, Platform][] = [
    ["Android", "Download Apps for Android", "androidModal", "google-play"],
    ["iPhone", "Download Apps for Apple", "appleModal", "app-store"],
    ["Huawei", "Download Apps for Huawei", "huaweiModal", "app-gallery"],
  ];
  for (const [button, title, id, platform] of dialogs) {
    it(`${button} opens ${id} with both apps' download links`, async () => {
      const trigger = within(renderHome()).getByRole("button", { name: button });
      await userEvent.click(trigger);
      const dialog = await screen.findByRole("dialog", { name: title }, { timeout: 10_000 });
      expect(dialog.id).toBe(id);
      for (const app of ["ikey-educator", "ikey"] satisfies AppId[]) {
        const link = within(dialog).getByRole("link", { name: `Download ${appLabels[app]}` });
        const href = downloadHref(platform, app);
        expect(link.getAttribute("href")).toBe(href);
        const query = new URL(href, "http://x").searchParams;
        expect(query.get("utm_source")).toBe("ikey-website");
        expect(query.get("utm_medium")).toBe(`${id.replace("Modal", "")}-modal`);
        expect(query.get("platform")).toBe(platform);
        expect(query.get("app")).toBe(app);
      }
      await userEvent.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(document.activeElement).toBe(trigger);
    }, 20_000);
  }
});
