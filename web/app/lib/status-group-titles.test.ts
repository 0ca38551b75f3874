import { englishGroupTitles, statusGroups } from "@ikey/contracts/status-history";
import { describe, expect, it } from "vitest";
import { groupTitle } from "./status-group-titles";

describe("the status groups' titles in English", () => {
  it("are the contract's, which the feed, the e-mails and the console use", () => {
    for (const group of statusGroups) expect(groupTitle(group)).toBe(englishGroupTitles[group.id]);
  });
});
