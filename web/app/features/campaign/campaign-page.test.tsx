import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { CampaignPage } from "./campaign-page";

// The campaign page before and after its last day (contracts/site-pages.ts): the build decides
// which (__PAGE_PHASES__, web/app/env.d.ts); here each is rendered as it would be built. The form is whatever
// the route passes, so its presence says the page keeps offering it.

function renderPage(ended: boolean) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <CampaignPage ended={ended} application={<form aria-label="The form" />} /> },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

test("while the campaign runs, as it did in 2021, nothing says it has ended", async () => {
  renderPage(false);
  expect(await screen.findByRole("heading", { level: 1 })).toHaveProperty(
    "textContent",
    "RHB Reflex Premium Plus for Education",
  );
  expect(screen.queryByRole("note")).toBeNull();
  expect(screen.getByRole("link", { name: "Get it now" })).toBeTruthy();
  expect(screen.getByRole("form", { name: "The form" })).toBeTruthy();
});

test("once it has ended, the top and the form say so, and the form stays", async () => {
  const { container } = renderPage(true);
  const banner = await screen.findByRole("region", { name: "RHB Reflex Premium Plus for Education" });
  expect(within(banner).getByRole("note").textContent).toBe(
    "This campaign has ended. It ran from 6 January 2021 to 30 June 2021.",
  );
  const formSection = container.querySelector("#rhb-form-section") as HTMLElement;
  const note = within(formSection).getByRole("note");
  expect(note.textContent).toBe(
    "The campaign ended on 30 June 2021. If you are finishing an application you began during the campaign, you can still send it with this form.",
  );
  const form = within(formSection).getByRole("form", { name: "The form" });
  // Read before the form, not after it.
  expect(note.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
