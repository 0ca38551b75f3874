import { describe, expect, it } from "vitest";
import { endSentence } from "./end-sentence";

describe("endSentence", () => {
  it("adds a full stop to a name without one", () => {
    expect(endSentence("iKEY Technology Sdn Bhd")).toBe("iKEY Technology Sdn Bhd.");
  });

  it("keeps the one full stop a name such as 'Sdn. Bhd.' already ends with", () => {
    expect(endSentence("iKEY Technology Sdn. Bhd.")).toBe("iKEY Technology Sdn. Bhd.");
  });
});
