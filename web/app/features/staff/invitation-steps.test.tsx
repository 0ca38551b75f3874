import type { PendingTotp } from "@ikey/contracts/console-api-schemas";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serveConsoleApi as serve } from "../../../test/console-api";
import { ConsoleUnavailable } from "../../lib/console/console-unavailable";
import { checkInvitation, InvitationSteps, readInvitationAgain, takeInvitationStep } from "./invitation-steps";

const TOKEN = "invitation-token-0123456789abcdef";
const pending: PendingTotp = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  uri: "otpauth://totp/iKEY:new.admin%40ikey.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `CODE${index}ABCDEF`);

/** What each call to the API was: "METHOD address" and its body. */
const calls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.map(([input, init]) => [
    `${init?.method ?? "GET"} ${String(input)}`,
    init?.body ? JSON.parse(String(init.body)) : undefined,
  ]);

/**
 * The invitation screen as its route (routes/staff-invitation.tsx) puts it together: its loader,
 * its action, when it reads the invitation again, the screen and the console's error state.
 */
function renderInvitation() {
  const Stub = createRoutesStub([
    {
      path: "/staff/invitation",
      loader: checkInvitation,
      action: async ({ request }) => takeInvitationStep(await request.json()),
      shouldRevalidate: readInvitationAgain,
      Component: function Invitation() {
        const { token, step } = useLoaderData<typeof checkInvitation>();
        return <InvitationSteps token={token} first={step} />;
      },
      ErrorBoundary: ConsoleUnavailable,
    },
  ]);
  render(<Stub initialEntries={["/staff/invitation"]} />);
}

// The link's token is in the page address's fragment, where the screen reads it.
beforeEach(() => window.history.replaceState(null, "", `/staff/invitation#${TOKEN}`));
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("InvitationSteps", () => {
  it("takes a password, then an authenticator app's code, then shows the recovery codes", async () => {
    const fetch = serve({
      "POST /invitation": () => ({ body: { email: "new.admin@ikey.example", role: "admin" } }),
      "POST /invitation/password": () => ({ body: pending }),
      "POST /invitation/code": () => ({ body: { recoveryCodes } }),
    });
    renderInvitation();
    expect(await screen.findByText(/You are invited as/)).toHaveProperty(
      "textContent",
      "You are invited as Admin with new.admin@ikey.example. Choose a password of at least 12 characters that is hard to guess: a few unrelated words work well.",
    );
    await userEvent.type(screen.getByLabelText("Password"), "correct horse battery staple");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));

    const qr = await screen.findByRole("img", { name: /QR code for your authenticator app/ });
    expect(qr.getAttribute("alt")).toBe(
      `QR code for your authenticator app. The secret to type instead is ${pending.secret}.`,
    );
    expect(document.querySelector(".totp-secret")?.textContent).toBe(pending.secret);
    expect(screen.queryByLabelText("Password")).toBeNull();
    await userEvent.type(screen.getByLabelText("The 6-digit code the app shows"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));

    const codes = await screen.findByRole("list", { name: "Recovery codes" });
    expect([...codes.querySelectorAll("li")].map((item) => item.textContent)).toEqual(recoveryCodes);
    expect(screen.getByRole("link", { name: "Continue to sign in" }).getAttribute("href")).toBe("/staff/sign-in");
    expect(screen.queryByRole("alert")).toBeNull();
    // The token goes in each call's body, never in an address, and the invitation is read once.
    expect(calls(fetch)).toEqual([
      ["POST /staff/api/invitation", { token: TOKEN }],
      ["POST /staff/api/invitation/password", { token: TOKEN, password: "correct horse battery staple" }],
      ["POST /staff/api/invitation/code", { token: TOKEN, code: "123456" }],
    ]);
    expect(window.location.hash).toBe(`#${TOKEN}`);
  });

  it("says why a password is refused and keeps asking for one", async () => {
    let refusals = 0;
    serve({
      "POST /invitation": () => ({ body: { email: "new.admin@ikey.example", role: "sales" } }),
      "POST /invitation/password": () => {
        refusals += 1;
        return refusals === 1
          ? { status: 400, body: { error: "Refused", message: "This is a very common password." } }
          : { body: pending };
      },
    });
    renderInvitation();
    await userEvent.type(await screen.findByLabelText("Password"), "password1234");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));

    expect((await screen.findByRole("alert")).textContent).toBe("This is a very common password.");
    expect(screen.getByRole("button", { name: "Set password" })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();

    // The next attempt clears the refusal, and one that goes through leads to the next step.
    const field = screen.getByLabelText("Password");
    await userEvent.clear(field);
    await userEvent.type(field, "correct horse battery staple");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    await screen.findByRole("img", { name: /QR code for your authenticator app/ });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the secret shown when a code is refused", async () => {
    serve({
      "POST /invitation": () => ({ body: { email: "new.admin@ikey.example", role: "support" } }),
      "POST /invitation/password": () => ({ body: pending }),
      "POST /invitation/code": () => ({
        status: 400,
        body: {
          error: "Refused",
          message: "That code is not right. Check your authenticator app's time and try again.",
        },
      }),
    });
    renderInvitation();
    await userEvent.type(await screen.findByLabelText("Password"), "correct horse battery staple");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    await userEvent.type(await screen.findByLabelText("The 6-digit code the app shows"), "000000");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));

    expect((await screen.findByRole("alert")).textContent).toBe(
      "That code is not right. Check your authenticator app's time and try again.",
    );
    expect(document.querySelector(".totp-secret")?.textContent).toBe(pending.secret);
    expect(screen.getByRole("button", { name: "Confirm" })).toBeTruthy();
  });

  it("says so when the link no longer works", async () => {
    serve({
      "POST /invitation": () => ({
        status: 410,
        body: {
          error: "Invitation Closed",
          message: "This invitation link no longer works. Ask an admin for a new one.",
        },
      }),
    });
    renderInvitation();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This invitation link no longer works. Ask an admin for a new one.",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });
});
