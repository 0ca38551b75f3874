import { requestDemoMessages } from "@ikey/contracts/request-demo";
import { describe, expect, it } from "vitest";
import { requestDemoAlerts } from "./request-demo-alerts";

describe("the Request a Demo alerts", () => {
  it("are, in English, the spec's alerts the contract holds, word for word", () => {
    expect(requestDemoAlerts()).toStrictEqual(requestDemoMessages);
  });
});
