import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apps, platforms } from "./app-stores";
import { type Business, business } from "./business";
import { mailAddress } from "./fields";

/** The form each fact must have: what the environment's schema once checked at startup. */
const link = z.url({ protocol: /^https$/ });
const text = z.string().trim().min(1);
const businessSchema = z.strictObject({
  company: z.strictObject({ name: text, registrationNo: text, address: text }),
  // The Reply-To of the server's e-mails: one plain address, no name, comma or line break.
  supportEmail: mailAddress("one e-mail address, such as support@example.com"),
  businessHours: z.strictObject({
    weekdays: z.array(z.int().min(0).max(6)).min(1),
    opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM, Malaysia time"),
    closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM, Malaysia time"),
  }),
  whatsappNumber: z.string().regex(/^\d{8,15}$/, "digits only, with the country code, e.g. 60123456789"),
  socialUrl: link,
  centreDirectoryUrl: link,
  introVideoId: z.string().regex(/^[\w-]{11}$/, "an 11-character video id"),
  // A short introduction: from a few seconds to an hour.
  introVideoSeconds: z.number().int().min(1).max(3600),
  resetPasswordUrl: link,
  bank: z.strictObject({ name: text, accountHolder: text, accountNumber: text, branchLocatorUrl: link }),
  stores: z.record(z.enum(platforms), z.record(z.enum(apps), link)),
});

describe("the business facts", () => {
  it("each have their form", () => {
    const result = businessSchema.safeParse(business);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("refuse a fact out of form, naming it", () => {
    const broken = (change: (copy: Business) => unknown) => {
      const copy = structuredClone(business) as unknown as Business;
      change(copy);
      return businessSchema.safeParse(copy).error?.issues.map((issue) => issue.path.join("."));
    };
    expect(broken((copy) => Object.assign(copy, { whatsappNumber: "+60 12" }))).toEqual(["whatsappNumber"]);
    expect(broken((copy) => Object.assign(copy, { supportEmail: "Support <a@b.example>" }))).toEqual(["supportEmail"]);
    expect(broken((copy) => Object.assign(copy.stores["app-store"], { ikey: "javascript:alert(1)" }))).toEqual([
      "stores.app-store.ikey",
    ]);
  });
});
