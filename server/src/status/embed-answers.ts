import { type Language, pathInLanguage } from "@ikey/contracts/languages";
import type { EmbedQuery, StatusSummary } from "@ikey/contracts/status-embed";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { entityTag } from "../http/revalidated";
import type { Clock } from "../time";
import { type CurrentState, readCurrentState } from "./current-state";
import { embedWords } from "./embed-words";
import { badgeSvg } from "./status-badge";

export interface EmbedAnswer<T> {
  readonly body: T;
  /** Of what the answer says (the moment it was made aside), so an unchanged state is a 304. */
  readonly tag: string;
  /** When the state behind it was read: the route says how old it is (Age). */
  readonly at: number;
}

export interface EmbedAnswersOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly siteUrl: string;
  /** How long one read of the state serves this instance's requests. */
  readonly keepMs: number;
  /** A last probe older than this is "unknown" (the probes have stopped). */
  readonly staleAfterMs: number;
}

/**
 * The badge's and the summary's answers. Embedded on other sites, they are asked for by every
 * visitor of every page that shows them, so one read of the state (five small queries) serves all
 * of this instance's requests for `keepMs`, and each rendering of it (per language, per group) is
 * made once. Requests that arrive while it is being read wait for that one read. A read that fails
 * is not kept, so the next request tries again.
 */
export function embedAnswers(options: EmbedAnswersOptions) {
  let held:
    | { readonly at: number; readonly state: Promise<CurrentState>; readonly made: Map<string, unknown> }
    | undefined;

  async function current() {
    const now = options.clock();
    // A clock moved back (tests, or a corrected system clock) reads again rather than trusting the copy.
    if (!held || now - held.at >= options.keepMs || now < held.at) {
      const state = readCurrentState(options.db, now, options.staleAfterMs);
      const fresh = { at: now, state, made: new Map<string, unknown>() };
      held = fresh;
      state.catch(() => {
        if (held === fresh) held = undefined;
      });
    }
    const { state, made } = held;
    return { state: await state, made };
  }

  async function memo<T>(key: string, make: (state: CurrentState) => T): Promise<EmbedAnswer<T>> {
    const { state, made } = await current();
    let answer = made.get(key) as EmbedAnswer<T> | undefined;
    if (!answer) {
      const body = make(state);
      answer = { body, tag: entityTag(typeof body === "string" ? body : { ...body, generatedAt: 0 }), at: state.at };
      made.set(key, answer);
    }
    return answer;
  }

  return {
    summary: (lang: Language) => memo(`summary:${lang}`, (state) => summaryOf(state, lang, options.siteUrl)),
    badge: ({ group, lang }: EmbedQuery) =>
      memo(`badge:${group ?? ""}:${lang}`, (state) => {
        const words = embedWords[lang];
        const shown = group ? state.groups.find((candidate) => candidate.id === group) : state.worst;
        if (!shown) throw new Error(`No group ${group}.`);
        const label = group ? words.group(group) : words.label;
        return badgeSvg(label, words.state(shown.state, shown.incident), shown.state, lang);
      }),
  };
}

function summaryOf(state: CurrentState, lang: Language, siteUrl: string): StatusSummary {
  const words = embedWords[lang];
  const page = new URL(pathInLanguage("/check-app-status", lang), siteUrl).href;
  return {
    generatedAt: state.at,
    language: lang,
    state: state.worst.state,
    label: words.state(state.worst.state, state.worst.incident),
    groups: state.groups.map((group) => ({
      id: group.id,
      name: words.group(group.id),
      state: group.state,
      label: words.state(group.state, group.incident),
      since: group.since,
    })),
    incidents: state.incidents.map((incident) => ({
      id: incident.id,
      title: incident.title,
      status: incident.status,
      statusLabel: words.incidentStatus(incident.status),
      groups: incident.groups,
      startedAt: incident.startedAt,
      // The page's own anchor for the incident, as the e-mails link to it (status/incident-mail.ts).
      url: `${page}#incident-${incident.id}`,
    })),
    maintenance: [],
  };
}
