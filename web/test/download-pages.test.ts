import { allStoreLinks } from "@ikey/contracts/app-stores";
import { expect, test } from "vitest";
import { parsePage } from "./built-pages";

// The old site's download folders redirect to these pages (server/test/static-site.test.ts).

test("the parent app's download page offers its store links", () => {
  const links = [...parsePage("/download-iKey-parent-app/index.html").querySelectorAll("a")].map((link) => ({
    name: link.textContent?.trim(),
    href: link.getAttribute("href"),
  }));
  for (const link of allStoreLinks().filter((candidate) => candidate.app === "ikey")) {
    expect(links, link.label).toContainEqual({ name: link.label, href: link.href });
  }
});
