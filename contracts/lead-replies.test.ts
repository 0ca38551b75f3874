import { describe, expect, it } from "vitest";
import { internationalDigits, leadContactLinks, leadGreetings, memberDisplayName } from "./lead-replies";

describe("a lead's phone number for WhatsApp", () => {
  it("gives Malaysian numbers as people write them the country code 60, digits only", () => {
    expect(internationalDigits("012-345 6789")).toBe("60123456789");
    expect(internationalDigits("+60 12 345 6789")).toBe("60123456789");
    expect(internationalDigits("60123456789")).toBe("60123456789");
    expect(internationalDigits("12 345 6789")).toBe("60123456789");
    expect(internationalDigits("04-226 1234")).toBe("6042261234");
  });

  it("keeps another country's code written with + or 00, and refuses what is no number", () => {
    expect(internationalDigits("+65 6123 4567")).toBe("6561234567");
    expect(internationalDigits("0065 6123 4567")).toBe("6561234567");
    expect(internationalDigits("-")).toBeNull();
    expect(internationalDigits("123")).toBeNull();
    expect(internationalDigits("+1 234 567 890 123 456 7")).toBeNull();
  });
});

describe("the links on a lead's page", () => {
  it("call, chat with the greeting typed in the lead's language, and write", () => {
    const lead = { name: "Wei Ming", phone: "+60 12-345 6789", language: "zh" as const };
    expect(leadContactLinks(lead, "wm@example.com")).toEqual({
      phone: "tel:+60123456789",
      whatsapp: `https://wa.me/60123456789?text=${encodeURIComponent("Wei Ming，您好！这里是 iKEY。")}`,
      email: "mailto:wm@example.com",
    });
    expect(leadContactLinks({ ...lead, phone: "" }, null)).toEqual({});
  });

  it("greets in every language, with or without a name", () => {
    for (const greet of Object.values(leadGreetings)) {
      expect(greet("Aisyah")).toContain("Aisyah");
      expect(greet("")).not.toMatch(/\s[,，]/);
    }
  });
});

describe("a member's name on their replies", () => {
  const unnamed = (email: string) => memberDisplayName({ email, name: null });

  it("is the name in their profile, when they gave one", () => {
    expect(memberDisplayName({ email: "mei.ling_tan@ikey.example", name: "陈美玲" })).toBe("陈美玲");
  });

  it("else is the words of their address's local part, and never a header's syntax", () => {
    expect(unnamed("mei.ling_tan@ikey.example")).toBe("Mei Ling Tan");
    expect(unnamed("kumar+leads@ikey.example")).toBe("Kumar Leads");
    expect(unnamed('"eve,<x>"\r\n@ikey.example')).toBe("Eve X");
    expect(unnamed("..@ikey.example")).toBe("");
  });
});
