import { describe, expect, it } from "vitest";
import { campaignApplication } from "./campaign-application";
import { centreSignUp } from "./centre-sign-up";
import { leadContact } from "./lead-kind";
import { requestDemo } from "./request-demo";

describe("a lead's name as it is written", () => {
  it("puts a Chinese name's family name first without a space, and keeps any other as typed", () => {
    const signUp = (fullName: string) => leadContact(centreSignUp, { fullName }).name;
    // The wizard joins given and family name with a space (fullNameOf).
    expect(signUp("伟明 黄")).toBe("黄伟明");
    expect(signUp("Mei Ling Tan")).toBe("Mei Ling Tan");
    expect(signUp("Siti Aminah")).toBe("Siti Aminah");

    const campaign = (firstName: string, lastName: string) =>
      leadContact(campaignApplication, { firstName, lastName }).name;
    expect(campaign("伟明", "黄")).toBe("黄伟明");
    expect(campaign("Jason", "Tan")).toBe("Jason Tan");
    // A Chinese given name with a Latin family name is not a Chinese name written in Han.
    expect(campaign("伟明", "Wong")).toBe("伟明 Wong");
    expect(campaign(" 伟明 ", "")).toBe("伟明");

    // One field, typed whole: as typed.
    expect(leadContact(requestDemo, { name: "黄 伟明" }).name).toBe("黄 伟明");
  });
});
