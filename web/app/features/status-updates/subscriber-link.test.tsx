import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SubscriberLink } from "./subscriber-link";

// The e-mails' tokens: the subscriber's id and 22 base64url characters.
const TOKEN = "42.Zm9vYmFyLWJhei1xdXV4AB";

function openPage(fragment = "") {
  window.history.replaceState(null, "", `/status-updates${fragment}`);
  const Stub = createRoutesStub([{ path: "/status-updates", Component: SubscriberLink }]);
  return render(<Stub initialEntries={["/status-updates"]} />);
}

const message = () => screen.getByRole("status");

afterEach(() => vi.restoreAllMocks());

describe("/status-updates", () => {
  it("without a link, says what the page is for and where to subscribe", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    openPage();
    await vi.waitFor(() => expect(message().textContent).toMatch(/^This page confirms or cancels e-mail updates/));
    expect(screen.getByRole("link", { name: "Subscribe on Check App Status" }).getAttribute("href")).toBe(
      "/check-app-status",
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("confirms only when the button is pressed, then says so and drops the token from the address", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ status: "confirmed" }));
    openPage(`#confirm=${TOKEN}`);
    const button = await screen.findByRole("button", { name: "Confirm my subscription" });
    expect(message().textContent).toBe(
      "Do you want e-mail updates about incidents on the iKEY services at this address?",
    );
    // Mail scanners open links: opening the page sends nothing.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(button);
    await vi.waitFor(() =>
      expect(message().textContent).toBe(
        "Your subscription is confirmed. We will e-mail you about every incident and its updates.",
      ),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/status/subscriptions/confirm");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
    expect(window.location.hash).toBe("");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Go to Check App Status" })).toBeTruthy();
  });

  it("unsubscribes on the button, and shows the server's words for a link that no longer works", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(Response.json({ error: "invalid_token", message: "This link has expired." }, { status: 410 }));
    openPage(`#unsubscribe=${TOKEN}`);
    fireEvent.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    await vi.waitFor(() => expect(message().textContent).toBe("This link has expired."));
    expect(fetch.mock.calls[0]?.[0]).toBe("/status/subscriptions/unsubscribe");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("keeps the button after a failure worth another try, and refuses a token that cannot be one without asking", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    openPage(`#unsubscribe=${TOKEN}`);
    fireEvent.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    await vi.waitFor(() =>
      expect(message().textContent).toBe("That did not work. Please check your connection and try again."),
    );
    expect(screen.getByRole("button", { name: "Unsubscribe" })).toHaveProperty("disabled", false);
    expect(window.location.hash).toBe(`#unsubscribe=${TOKEN}`);

    fetch.mockClear();
    window.location.hash = "confirm=not-a-token";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm my subscription" }));
    await vi.waitFor(() => expect(message().textContent).toBe("This link is not valid."));
    expect(fetch).not.toHaveBeenCalled();
  });
});
