import { describe, expect, it } from "vitest";
import { type Edit, formatLines, insertLink } from "./markdown-insert";

const selected = (edit: Edit) => edit.text.slice(edit.selectionStart, edit.selectionEnd);

describe("the body's toolbar", () => {
  it("turns the selected lines into a heading or a list, set apart from the paragraphs around them", () => {
    const heading = formatLines({ text: "Intro\nFees\nMore", selectionStart: 7, selectionEnd: 7 }, "heading");
    expect(heading.text).toBe("Intro\n\n## Fees\n\nMore");
    const list = formatLines({ text: "Intro\n\n- cash\n- card", selectionStart: 8, selectionEnd: 20 }, "numbered");
    expect(list.text).toBe("Intro\n\n1. cash\n2. card");
    // On an empty line, words to type over, selected.
    expect(selected(formatLines({ text: "", selectionStart: 0, selectionEnd: 0 }, "subheading"))).toBe("Subheading");
  });

  it("links the selected words to the address given", () => {
    const link = insertLink({ text: "Read the FAQ now", selectionStart: 9, selectionEnd: 12 }, "/faq");
    expect([link.text, selected(link)]).toEqual(["Read the [FAQ](/faq) now", "FAQ"]);
  });
});
