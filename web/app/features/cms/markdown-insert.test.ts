import { describe, expect, it } from "vitest";
import { type Edit, formatLines, insertLink, insertPicture } from "./markdown-insert";

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

  it("puts a picture in a paragraph of its own, the caret where its words go", () => {
    const source = "/media/0123456789abcdef-1200x800";
    const bare = insertPicture({ text: "Before.After.", selectionStart: 7, selectionEnd: 7 }, source);
    expect(bare.text).toBe(`Before.\n\n![](${source})\n\nAfter.`);
    expect([bare.selectionStart, bare.selectionEnd]).toEqual([11, 11]);
    const named = insertPicture({ text: "Our [new]\nroom", selectionStart: 4, selectionEnd: 14 }, source);
    expect([named.text, selected(named)]).toEqual([`Our \n\n![new room](${source})`, "new room"]);
  });
});
