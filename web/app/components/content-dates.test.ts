import posts from "content:announcements";
import policy from "content:pages/privacy-policy";
import terms from "content:terms";
import { expect, it } from "vitest";

// Dates placed into prose by the build ({updated}, a post's date) read as the English pages always
// wrote them.
it("English pages write their dates as they always did", () => {
  expect(terms.map((tab) => tab.blocks[0])).toEqual(
    terms.map(() => ({ type: "p", text: "Last updated: 21 November 2026." })),
  );
  expect(policy.blocks[0]).toEqual({ type: "p", text: "Last updated: 27 November 2026." });
  expect(posts.find((post) => post.date === "2020-05-22")?.labels.date).toBe("22 May 2020");
});
