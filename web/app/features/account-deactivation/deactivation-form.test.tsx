import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeactivationForm } from "./deactivation-form";

// The test environment has no alert dialog; record what the form would show.
let alert = vi.fn<(message?: string) => void>();

beforeEach(() => {
  alert = vi.fn<(message?: string) => void>();
  window.alert = alert;
});
afterEach(() => vi.restoreAllMocks());

function renderPage() {
  const Stub = createRoutesStub([
    { path: "/deactivate-account", Component: DeactivationForm },
    { path: "/deactivate-account-success", Component: () => <h1>Your Account has been deactivated</h1> },
  ]);
  return render(<Stub initialEntries={["/deactivate-account"]} />);
}

const visibleHeading = () => screen.getByRole("heading", { level: 1 }).textContent;
const confirmButton = () => screen.getByRole("button", { name: /Deactivate account|Submitting/i });

async function fillAndContinue(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText("Email"), email);
  if (password) await userEvent.type(screen.getByLabelText("Password"), password);
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
}

/** Confirms, waits for the one alert it shows and for the button to come back, and returns the alert. */
async function confirmAndReadAlert() {
  const before = alert.mock.calls.length;
  fireEvent.click(confirmButton());
  await vi.waitFor(() => expect(alert.mock.calls.length).toBe(before + 1));
  // After a failure the button is enabled again and reads 'Deactivate Account' (requirements: Validation rules).
  await vi.waitFor(() => {
    expect(confirmButton().textContent).toBe("Deactivate Account");
    expect(confirmButton()).toHaveProperty("disabled", false);
  });
  return alert.mock.calls.at(-1)?.[0];
}

function replyWith(result: { success: boolean; message: string }) {
  return vi
    .spyOn(globalThis, "fetch")
    .mockResolvedValue(new Response(JSON.stringify({ result }), { headers: { "Content-Type": "application/json" } }));
}

describe("DeactivationForm", () => {
  it("continues to step 2 without checking anything, and goes back with everything kept", async () => {
    renderPage();
    expect(visibleHeading()).toBe("Deactivate iKEY App Account");
    expect(screen.getByRole("link", { name: "Forget Password" })).toHaveProperty("target", "_blank");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(visibleHeading()).toBe("Confirm Temporary Account Deactivation");
    expect(screen.getByText(/not active for 180 days/).textContent).toContain("permanently deleted");
    expect(alert).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    await userEvent.type(screen.getByLabelText("Email"), "parent@ceria.example");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "parent@ceria.example");
  });

  it("checks email, then its form, then the password, relabelling the button after each failure", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(confirmButton().textContent).toBe("Deactivate account");

    expect(await confirmAndReadAlert()).toBe("Please enter email");
    expect(confirmButton().textContent).toBe("Deactivate Account");
    expect(confirmButton()).toHaveProperty("disabled", false);

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    await fillAndContinue("parent at ceria", "");
    expect(await confirmAndReadAlert()).toBe("Please enter valid email");

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    await userEvent.clear(screen.getByLabelText("Email"));
    await fillAndContinue("parent@ceria.example", "");
    expect(await confirmAndReadAlert()).toBe("Please enter password");
    expect(confirmButton().textContent).toBe("Deactivate Account");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends {Email, Password} and alerts the server's message when it says no", async () => {
    const fetch = replyWith({ success: false, message: "The email or password is incorrect. Please try again." });
    renderPage();
    await fillAndContinue("Parent@Ceria.example ", " pass word ");
    expect(await confirmAndReadAlert()).toBe("The email or password is incorrect. Please try again.");
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/Api/Parent/Account/WebDeactivateAccount");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ Email: "Parent@Ceria.example", Password: " pass word " });
    expect(confirmButton().textContent).toBe("Deactivate Account");
    expect(confirmButton()).toHaveProperty("disabled", false);
  });

  it.each([
    ["a network failure", () => vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"))],
    ["a server error", () => vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 500 }))],
    [
      "an answer of another shape",
      () => vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response('{"ok":true}', { status: 200 })),
    ],
  ])("alerts 'fail to request, please try again' on %s", async (_, mock) => {
    mock();
    renderPage();
    await fillAndContinue("parent@ceria.example", "correct horse");
    expect(await confirmAndReadAlert()).toBe("fail to request, please try again");
    expect(confirmButton()).toHaveProperty("disabled", false);
  });

  it("reads 'Submitting...Please wait.' and stays disabled while the request runs, then moves to the success page", async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, "fetch").mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    renderPage();
    await fillAndContinue("parent@ceria.example", "correct horse");
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(confirmButton().textContent).toBe("Submitting...Please wait."));
    expect(confirmButton()).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Back" })).toHaveProperty("disabled", true);
    answer(new Response(JSON.stringify({ result: { success: true, message: "Deactivated." } })));
    await vi.waitFor(() => expect(visibleHeading()).toBe("Your Account has been deactivated"));
    expect(alert).not.toHaveBeenCalled();
  });
});
