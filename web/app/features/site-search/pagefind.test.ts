import { describe, expect, it } from "vitest";
import { excerptRuns } from "./pagefind";

describe("a result's excerpt", () => {
  it("keeps Pagefind's marks as runs and its escaped text as text, never as markup", () => {
    expect(excerptRuns("Tap <mark>Forgot</mark> <mark>Password</mark> &amp; check &lt;spam&gt;")).toEqual([
      { text: "Tap ", marked: false },
      { text: "Forgot", marked: true },
      { text: " ", marked: false },
      { text: "Password", marked: true },
      { text: " & check <spam>", marked: false },
    ]);
  });

  it("drops any other tag rather than render it", () => {
    expect(excerptRuns('<img src=x onerror="alert(1)"><mark>密码</mark>')).toEqual([{ text: "密码", marked: true }]);
  });
});
