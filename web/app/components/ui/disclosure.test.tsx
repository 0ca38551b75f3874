import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Disclosure } from "./disclosure";

function renderDisclosure(defaultOpen?: boolean) {
  render(
    <Disclosure id="job-details" label="Requirements and responsibilities" defaultOpen={defaultOpen}>
      <p>At least 1 year of experience</p>
    </Disclosure>,
  );
  return {
    button: screen.getByRole("button", { name: "Requirements and responsibilities" }),
    region: document.getElementById("job-details"),
  };
}

describe("Disclosure", () => {
  it("starts collapsed, with the region in the document but hidden", () => {
    const { button, region } = renderDisclosure();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-controls")).toBe("job-details");
    expect(region?.hasAttribute("hidden")).toBe(true);
    expect(region?.textContent).toContain("At least 1 year of experience");
  });

  it("opens and closes the region on each click", async () => {
    const { button, region } = renderDisclosure();
    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(region?.hasAttribute("hidden")).toBe(false);
    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(region?.hasAttribute("hidden")).toBe(true);
  });

  it("works from the keyboard", async () => {
    const { button, region } = renderDisclosure();
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(region?.hasAttribute("hidden")).toBe(false);
    await userEvent.keyboard(" ");
    expect(region?.hasAttribute("hidden")).toBe(true);
  });

  it("names the region after its button and can start open", () => {
    renderDisclosure(true);
    expect(screen.getByRole("region", { name: "Requirements and responsibilities" })).toBeTruthy();
    expect(screen.getByRole("button").getAttribute("aria-expanded")).toBe("true");
  });
});
