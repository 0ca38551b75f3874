import { centreSignUpMessages } from "@ikey/contracts/centre-sign-up";
import { describe, expect, it } from "vitest";
import { signUpAlerts } from "./sign-up-alerts";

describe("the sign-up wizard's alerts", () => {
  it("are, in English, the spec's alerts the contract holds, word for word", () => {
    expect(signUpAlerts()).toStrictEqual(centreSignUpMessages);
  });
});
