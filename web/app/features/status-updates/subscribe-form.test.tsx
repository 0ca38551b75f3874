import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SubscribeBox } from "./subscribe-form";
import { SubscribeSection } from "./subscribe-section";

// The test environment has no alert dialog; record what the form would show.
let alert = vi.fn<(message?: string) => void>();

beforeEach(() => {
  alert = vi.fn<(message?: string) => void>();
  window.alert = alert;
});
afterEach(() => vi.restoreAllMocks());

const emailBox = () => screen.getByLabelText("E-mail") as HTMLInputElement;

/** Sends and waits for the one alert the form shows. */
async function sendAndReadAlert() {
  const before = alert.mock.calls.length;
  fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
  await vi.waitFor(() => expect(alert.mock.calls.length).toBe(before + 1));
  await vi.waitFor(() => expect(screen.getByRole("button", { name: "Subscribe" })).toHaveProperty("disabled", false));
  return alert.mock.calls.at(-1)?.[0];
}

function answerWith(status: number, body: unknown) {
  return vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(body, { status }));
}

// In a router: the personal-data notice links the privacy policy.
describe("Get incident updates by e-mail", () => {
  it("heads the box, links the Atom feed, and brings in the form's code", async () => {
    render(<SubscribeSection />, { wrapper: MemoryRouter });
    expect(screen.getByRole("heading", { level: 2, name: "Get incident updates by e-mail" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Follow incidents with the Atom feed" }).getAttribute("href")).toBe(
      "/status/feed.atom",
    );
    expect(await screen.findByLabelText("E-mail")).toHaveProperty("name", "email");
  });

  it("prerenders its button disabled, so a press before the code has come cannot send the form the browser's way", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <MemoryRouter>
        <SubscribeBox />
      </MemoryRouter>,
    );
    expect(container.querySelector("button")?.disabled).toBe(true);
    render(<SubscribeBox />, { wrapper: MemoryRouter });
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveProperty("disabled", false);
  });

  it("checks the address in the contract's order, marking the field, before sending anything", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    render(<SubscribeBox />, { wrapper: MemoryRouter });

    expect(await sendAndReadAlert()).toBe("Please enter email");
    await vi.waitFor(() => expect(emailBox().getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(emailBox());
    await userEvent.type(emailBox(), "aisyah at ceria");
    expect(await sendAndReadAlert()).toBe("Please enter valid email");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the address, says a confirmation is on its way, and offers an empty form again", async () => {
    const fetch = answerWith(202, { status: "pending" });
    render(<SubscribeBox />, { wrapper: MemoryRouter });
    expect(screen.getByRole("status").textContent).toBe("");
    await userEvent.type(emailBox(), "  aisyah@ceria.example ");
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));

    await vi.waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Check your inbox to confirm your subscription."),
    );
    expect(alert).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/status/subscriptions");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "aisyah@ceria.example" });
    expect(emailBox().value).toBe("");
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveProperty("disabled", false);
  });

  it("passes on a filled honeypot, as the lead forms do", async () => {
    const fetch = answerWith(202, { status: "pending" });
    const { container } = render(<SubscribeBox />, { wrapper: MemoryRouter });
    fireEvent.change(container.querySelector('input[name="faxNumber"]') as HTMLInputElement, {
      target: { value: "0312345678" },
    });
    await userEvent.type(emailBox(), "bot@spam.example");
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      email: "bot@spam.example",
      faxNumber: "0312345678",
    });
  });

  it("alerts the server's own words when it refuses, and a plain message when it cannot be reached", async () => {
    answerWith(429, { error: "rate_limited", message: "Too many tries. Please wait a minute." });
    render(<SubscribeBox />, { wrapper: MemoryRouter });
    await userEvent.type(emailBox(), "aisyah@ceria.example");
    expect(await sendAndReadAlert()).toBe("Too many tries. Please wait a minute.");
    expect(emailBox().value).toBe("aisyah@ceria.example");

    vi.restoreAllMocks();
    window.alert = alert;
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await sendAndReadAlert()).toBe("Could not subscribe. Please try again.");
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
