import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FOUNDED_YEAR } from "../data/company";
import { SiteShell } from "./site-shell";

function renderShell(path = "/") {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <SiteShell>home</SiteShell> },
    { path: "/check-app-status", Component: () => <SiteShell>status</SiteShell> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe("SiteShell", () => {
  afterEach(() => vi.useRealTimers());

  it("runs the footer's years from the year iKEY began to the current year", () => {
    vi.useFakeTimers({ now: new Date("2033-06-01T00:00:00+08:00"), toFake: ["Date"] });
    renderShell();
    // The footer writes the first year out rather than import it into every page's scripts.
    expect(FOUNDED_YEAR).toBe(2018);
    expect(screen.getByTestId("copyright-years").textContent).toBe("2018-2033");
  });

  it("ends the copyright's company name with one full stop, not two", () => {
    vi.useFakeTimers({ now: new Date("2033-06-01T00:00:00+08:00"), toFake: ["Date"] });
    renderShell();
    const copyright = screen.getByText(/^Copyright ©/);
    // The configured name, "iKEY Technology Sdn. Bhd.", brings its own full stop.
    expect(copyright.textContent).toBe("Copyright © 2018-2033 iKEY Technology Sdn. Bhd. All rights reserved.");
  });

  it("folds the menu open and shut with aria-expanded on every Menu button", async () => {
    renderShell();
    const toggles = screen.getAllByRole("button", { name: "Menu" });
    expect(toggles).toHaveLength(2);
    await userEvent.click(toggles[0] as HTMLElement);
    for (const toggle of toggles) expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const menu = document.getElementById("site-menu");
    expect(menu?.dataset.open).toBe("true");
    expect(menu?.hasAttribute("inert")).toBe(false);
    await userEvent.click(toggles[1] as HTMLElement);
    expect(menu?.dataset.open).toBe("false");
    expect(menu?.hasAttribute("inert")).toBe(true);
  });

  it("opens the Request a Demo dialog from #request-a-demo, and clears the fragment on close", async () => {
    window.history.replaceState(null, "", "/#request-a-demo");
    renderShell();
    const dialog = await screen.findByRole("dialog", { name: "Request a Demo" });
    expect(dialog.id).toBe("requestDemoModal");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.location.hash).toBe("");
    act(() => {
      window.location.hash = "request-a-demo";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(await screen.findByRole("dialog", { name: "Request a Demo" })).toBeTruthy();
  });

  it("returns focus to the button that opened a dialog", async () => {
    renderShell();
    const contact = screen.getAllByRole("button", { name: "Contact Us" })[0] as HTMLElement;
    await userEvent.click(contact);
    expect(await screen.findByRole("dialog", { name: "Contact Us" })).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(document.activeElement).toBe(contact);
  });
});
