import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignUpWizard } from "./sign-up-wizard";

describe("SignUpWizard", () => {
  afterEach(() => vi.restoreAllMocks());

  it("checks step 3's fields on the way to step 4, and lets the visitor go back unchecked", async () => {
    // The test environment has no alert dialog; record what the form would show.
    const alert = vi.fn();
    window.alert = alert;
    const Stub = createRoutesStub([{ path: "/", Component: SignUpWizard }]);
    render(<Stub />);
    const next = () => fireEvent.click(screen.getByRole("button", { name: "Next" }));
    const visibleStep = () => screen.getByRole("group").querySelector("h3")?.textContent;
    // Next checks the step with code that loads on first use, so its outcome comes a moment later:
    // beyond waitFor's 1 s when the suite shares two cores with the build and the type check.
    const expectStep = (title: string) => vi.waitFor(() => expect(visibleStep()).toBe(title), { timeout: 10_000 });
    // One change event per field: typing key by key took over 5 s on a loaded CI machine, and the
    // wizard reads only the values, never the keystrokes.
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });

    fill("First name", "Mei Ling");
    fill("Last name", "Tan");
    fill("Gender", "Female");
    fill("Nationality", "Malaysian");
    next();
    await expectStep("Step 2 of 4: Company Information");
    fill("Company name", "Ceria");
    fill("Registration number", "1");
    fill("Company email", "office@ceria.example");
    fill("Company address", "Penang");
    next();
    await expectStep("Step 3 of 4: CMS Account Setup Information");
    expect(alert).not.toHaveBeenCalled();

    next();
    await vi.waitFor(() => expect(alert).toHaveBeenLastCalledWith("Please enter login email"));
    expect(visibleStep()).toBe("Step 3 of 4: CMS Account Setup Information");

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(visibleStep()).toBe("Step 2 of 4: Company Information");
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it("prerenders Next disabled, so a press before the wizard's code has come cannot send the form the browser's way", () => {
    const Stub = createRoutesStub([{ path: "/", Component: SignUpWizard }]);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Stub />);
    const next = container.querySelector<HTMLButtonElement>("button[type=submit]");
    expect(next?.textContent).toBe("Next");
    expect(next?.disabled).toBe(true);
    render(<Stub />);
    expect(screen.getByRole("button", { name: "Next" })).toHaveProperty("disabled", false);
  });
});
