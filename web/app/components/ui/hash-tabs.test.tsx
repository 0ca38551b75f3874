import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { HashTabs } from "./hash-tabs";

const tabs = [
  { id: "terms-of-service", label: "Terms of Service", content: <p>Service terms</p> },
  { id: "payment-account", label: "Payment Account", content: <p>Payment terms</p> },
  { id: "general-terms", label: "General Terms", content: <p>General terms</p> },
];

function selectedTab() {
  return screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true")?.textContent;
}

describe("HashTabs", () => {
  it("shows the first tab by default, with ARIA roles", () => {
    render(<HashTabs label="Terms" tabs={tabs} />);
    expect(screen.getAllByRole("tab")).toHaveLength(3);
    expect(selectedTab()).toBe("Terms of Service");
    expect(screen.getByRole("tabpanel")).toHaveProperty("textContent", expect.stringContaining("Service terms"));
  });

  it("opens the tab named by the initial fragment", () => {
    window.history.replaceState(null, "", "/terms#payment-account");
    render(<HashTabs label="Terms" tabs={tabs} />);
    expect(selectedTab()).toBe("Payment Account");
    expect(screen.getByText("Service terms").closest("[role=tabpanel]")?.hasAttribute("hidden")).toBe(true);
  });

  it("follows later fragment changes", () => {
    render(<HashTabs label="Terms" tabs={tabs} />);
    act(() => {
      window.location.hash = "general-terms";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(selectedTab()).toBe("General Terms");
  });

  it("writes the fragment of a clicked tab", async () => {
    render(<HashTabs label="Terms" tabs={tabs} />);
    await userEvent.click(screen.getByRole("tab", { name: "Payment Account" }));
    expect(selectedTab()).toBe("Payment Account");
    expect(window.location.hash).toBe("#payment-account");
    expect(screen.getByText("Payment terms").closest("[role=tabpanel]")?.hasAttribute("hidden")).toBe(false);
  });
});
