import type { StaffSession } from "@ikey/contracts/console-api-schemas";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, serveConsoleApi } from "../../../test/console-api";
import { readSessionAs } from "../../../test/console-session";
import { ProfileForm, saveProfile } from "./profile-form";

const session: StaffSession = {
  id: 1,
  email: "mei.ling@ikey.example",
  role: "sales",
  name: "Mei Ling",
  language: "en",
  csrfToken: "csrf-token",
};

function renderScreen() {
  const Stub = createRoutesStub([
    {
      path: "/staff/profile",
      action: async ({ request }) => saveProfile(await request.json()),
      Component: ({ actionData }) => <ProfileForm session={session} outcome={actionData} />,
    },
  ]);
  return render(<Stub initialEntries={["/staff/profile"]} />);
}

beforeEach(() => readSessionAs(session));
afterEach(() => vi.restoreAllMocks());

describe("a member's profile screen", () => {
  it("shows their name and language, and saves both with the session's CSRF token", async () => {
    const fetch = serveConsoleApi({ "POST /profile": (body) => ({ body }) });
    renderScreen();
    const name = screen.getByLabelText("Your name");
    expect(name).toHaveProperty("value", "Mei Ling");
    expect(screen.getByLabelText("Language of your e-mails")).toHaveProperty("value", "en");
    await userEvent.clear(name);
    await userEvent.type(name, "Tan Mei Ling");
    await userEvent.selectOptions(screen.getByLabelText("Language of your e-mails"), "简体中文");
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Profile saved.")).toBeTruthy();
    const [call] = callsTo(fetch, "POST /profile");
    expect(call?.body).toEqual({ name: "Tan Mei Ling", language: "zh" });
    expect(call?.headers["X-CSRF-Token"]).toBe("csrf-token");
  });

  it("says what the server refused, in its words", async () => {
    serveConsoleApi({
      "POST /profile": () => ({
        status: 400,
        body: { message: "Use letters, spaces, dots, apostrophes and hyphens only", field: "name" },
      }),
    });
    renderScreen();
    await userEvent.type(screen.getByLabelText("Your name"), "<boss>");
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Use letters, spaces, dots, apostrophes and hyphens only")).toBeTruthy();
    expect(screen.getByLabelText("Your name").getAttribute("aria-invalid")).toBe("true");
  });
});
