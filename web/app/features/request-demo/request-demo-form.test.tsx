import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RequestDemoForm } from "./request-demo-form";

function renderForm() {
  const Stub = createRoutesStub([{ path: "/", Component: RequestDemoForm }]);
  return render(<Stub />);
}

/** Submits and waits for the one alert the form shows. */
async function submitAndReadAlert(alert: ReturnType<typeof vi.fn>) {
  const before = alert.mock.calls.length;
  fireEvent.click(screen.getByRole("button", { name: "Request a Demo" }));
  await vi.waitFor(() => expect(alert.mock.calls.length).toBe(before + 1));
  return alert.mock.calls.at(-1)?.[0];
}

describe("RequestDemoForm", () => {
  afterEach(() => vi.restoreAllMocks());

  it("alerts each failing check in the requirements' order and marks the field", async () => {
    // The test environment has no alert dialog; record what the form would show.
    const alert = vi.fn();
    window.alert = alert;
    renderForm();
    const fill = (label: string, value: string) => userEvent.type(screen.getByLabelText(label), value);

    expect(await submitAndReadAlert(alert)).toBe("Please enter name");
    // The field is marked by the render after the alert, which may come a tick later.
    await vi.waitFor(() => expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    await fill("Name", "Aisyah");
    expect(await submitAndReadAlert(alert)).toBe("Please enter company/institution name");
    await fill("Company / institution name", "Tadika Ceria");
    expect(await submitAndReadAlert(alert)).toBe("Please enter email");
    await fill("Email", "aisyah");
    expect(await submitAndReadAlert(alert)).toBe("Please enter valid email");
    await fill("Email", "@ceria.example");
    expect(await submitAndReadAlert(alert)).toBe("Please enter contact number");
    await fill("Contact number", "0123");
    expect(await submitAndReadAlert(alert)).toBe("Please enter appointment date");
    fireEvent.change(screen.getByLabelText("Appointment date"), { target: { value: "2026-12-03" } });
    expect(await submitAndReadAlert(alert)).toBe("Please enter appointment time");
    fireEvent.change(screen.getByLabelText("Appointment time"), { target: { value: "10:30" } });
    expect(await submitAndReadAlert(alert)).toBe("Please accept privacy policy before submit");
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBeNull();
  });
});
