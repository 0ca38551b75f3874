import { accountCredentialsMessages } from "@ikey/contracts/account-deactivation";
import { describe, expect, it } from "vitest";
import { deactivationAlerts } from "./deactivation-alerts";

describe("the deactivation page's alerts", () => {
  it("are, in English, the spec's alerts the contract holds, word for word", () => {
    expect(deactivationAlerts()).toStrictEqual(accountCredentialsMessages);
  });
});
