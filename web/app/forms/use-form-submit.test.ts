import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type SubmitResult, useFormSubmit } from "./use-form-submit";

// The forms' own tests cover checking, sending and their alerts; what no form's test reaches is a
// form whose logic cannot load (the network dropped before its first submit).
describe("useFormSubmit", () => {
  afterEach(() => vi.restoreAllMocks());

  it("alerts the form's failure alert and is ready again when the form's logic cannot load", async () => {
    // The test environment has no alert dialog; record what the form would show.
    const alert = vi.fn();
    window.alert = alert;
    const onSent = vi.fn();
    const { result } = renderHook(() =>
      useFormSubmit({
        load: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
        onSent,
        failureAlert: "fail to request, please try again",
      }),
    );

    let outcome: SubmitResult | undefined;
    await act(async () => {
      outcome = await result.current.submit(document.createElement("form"));
    });

    expect(outcome).toBe("failed");
    expect(alert.mock.calls).toEqual([["fail to request, please try again"]]);
    expect(result.current.busy).toBe(false);
    expect(onSent).not.toHaveBeenCalled();
  });
});
