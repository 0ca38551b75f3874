import { campaignApplicationMessages } from "@ikey/contracts/campaign-application";
import { describe, expect, it } from "vitest";
import { campaignAlerts } from "./campaign-alerts";

describe("the campaign form's alerts", () => {
  it("are, in English, the spec's alerts the contract holds, word for word", () => {
    expect(campaignAlerts()).toStrictEqual(campaignApplicationMessages);
  });
});
