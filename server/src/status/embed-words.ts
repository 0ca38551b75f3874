import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES, type Language } from "@ikey/contracts/languages";
import type { EmbedState } from "@ikey/contracts/status-embed";
import type { StatusGroupId } from "@ikey/contracts/status-history";
import type { IncidentStatus } from "@ikey/contracts/status-incidents";
import { repoRoot } from "../config";

type Catalogue = Readonly<Record<string, string>>;

/**
 * The page's own catalogues (web/messages/<language>/status.json, and status-embed.json for the
 * badge's two words the page has not), read once as the server starts: the badge and the summary
 * say what the page says, with no copy of the words in TypeScript to keep in step. Read from the
 * checkout the server runs in, as its site files are (config.webRoot), not imported: the server's
 * code imports nothing of the site's.
 */
function readCatalogue(language: Language): Catalogue {
  const read = (file: string): Catalogue =>
    JSON.parse(readFileSync(join(repoRoot, "web", "messages", language, file), "utf8"));
  return { ...read("status.json"), ...read("status-embed.json") };
}

const catalogues = Object.fromEntries(LANGUAGES.map((language) => [language, readCatalogue(language)])) as Record<
  Language,
  Catalogue
>;

export interface EmbedWords {
  /** The badge's left side without a group ("iKEY status"). */
  readonly label: string;
  group(id: StatusGroupId): string;
  incidentStatus(status: IncidentStatus): string;
  /** A state as the page's rows word it: "Working", "Failed", "Incident: Identified", "No data". */
  state(state: EmbedState, incident?: IncidentStatus): string;
}

function word(language: Language, key: string): string {
  const text = catalogues[language][key];
  // A key the catalogue lacks is a build's mistake, not a visitor's: fail loudly (the test reads every one).
  if (typeof text !== "string") throw new Error(`web/messages/${language} has no "${key}".`);
  return text;
}

function wordsOf(language: Language): EmbedWords {
  const incidentStatus = (status: IncidentStatus) => word(language, `status_incident_${status}`);
  return {
    label: word(language, "status_embed_label"),
    group: (id) => word(language, `status_group_${id.replace("-", "_")}`),
    incidentStatus,
    state: (state, incident) => {
      switch (state) {
        case "working":
          return word(language, "status_embed_working");
        case "failed":
          return word(language, "status_result_failed");
        case "unknown":
          return word(language, "status_history_no_data");
        case "incident":
          return word(language, "status_row_incident").replace("{status}", incidentStatus(incident ?? "investigating"));
      }
    },
  };
}

export const embedWords: Record<Language, EmbedWords> = { en: wordsOf("en"), ms: wordsOf("ms"), zh: wordsOf("zh") };
