import { readFileSync } from "node:fs";
import { LANGUAGES } from "@ikey/contracts/languages";
import { STATUS_GROUP_IDS } from "@ikey/contracts/status-history";
import { INCIDENT_STATUSES } from "@ikey/contracts/status-incidents";
import { describe, expect, it } from "vitest";
import { statusMailWords } from "../src/status/status-mail-words";

/** The page's words for the same things (web/messages), which a subscriber's e-mail must repeat. */
const catalogue = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../web/messages/${language}/status.json`, import.meta.url), "utf8"));

describe("the status e-mails' words", () => {
  it.each(LANGUAGES)("name the groups and the incidents' states as the %s page does", (language) => {
    const page = catalogue(language);
    const words = statusMailWords[language];
    for (const group of STATUS_GROUP_IDS) {
      expect(words.groups[group]).toBe(page[`status_group_${group.replace("-", "_")}`]);
    }
    for (const state of INCIDENT_STATUSES) expect(words.states[state]).toBe(page[`status_incident_${state}`]);
  });
});
