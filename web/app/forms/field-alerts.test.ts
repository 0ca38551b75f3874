import { fieldMessages } from "@ikey/contracts/fields";
import { describe, expect, it } from "vitest";
import { fieldAlerts } from "./field-alerts";

describe("the shared field alerts", () => {
  it("are, in English, the ones the contracts' field builders answer with", () => {
    expect(fieldAlerts()).toStrictEqual(fieldMessages);
  });
});
