/*
 * Check App Status embedded elsewhere (issue 53, point 5; docs/status-embedding.md): a badge
 * (GET /status/badge.svg) and a summary (GET /status/summary.json) of each group's current state,
 * for the parent app's help pages and the centres' intranets. The answers' schemas are here, apart
 * from contracts/status-history.ts, which the page imports without zod.
 */
import { z } from "zod";
import { LANGUAGES } from "./languages";
import { STATUS_GROUP_IDS } from "./status-history";
import { INCIDENT_STATUSES } from "./status-incidents";

export const STATUS_BADGE_PATH = "/status/badge.svg";
export const STATUS_SUMMARY_PATH = "/status/summary.json";

/**
 * How long any reader (a browser, a CDN) may keep either answer, and how long an instance keeps
 * the state it computed: the answer says how old that copy is (Age), so no copy is older than this.
 */
export const STATUS_EMBED_MAX_AGE_SECONDS = 30;

/**
 * A group's current state: an open incident names it (staff's word wins over the probes'), else
 * the last background probe of its target worked or failed, else "unknown" (no probe yet, or none
 * recent enough to speak for now).
 */
export const EMBED_STATES = ["working", "unknown", "incident", "failed"] as const;
export type EmbedState = (typeof EMBED_STATES)[number];

/** Worse states rank higher: the badge without a group shows the worst of the five. */
export const embedStateRank: Record<EmbedState, number> = { working: 0, unknown: 1, incident: 2, failed: 3 };

export const embedQuerySchema = z.object({
  group: z
    .enum(STATUS_GROUP_IDS, { error: "group must be one of: server1, server2, center, parent-app, educator-app." })
    .optional(),
  lang: z.enum(LANGUAGES, { error: "lang must be one of: en, ms, zh." }).default("en"),
});
export type EmbedQuery = z.infer<typeof embedQuerySchema>;
/** The summary has all groups: only the language. */
export const summaryQuerySchema = embedQuerySchema.pick({ lang: true });

const stateSchema = z.enum(EMBED_STATES);
export const statusSummarySchema = z.object({
  /** When this instance computed the state (ms since the epoch); at most STATUS_EMBED_MAX_AGE_SECONDS ago. */
  generatedAt: z.number(),
  language: z.enum(LANGUAGES),
  /** The worst group's state, as the badge without a group shows it. */
  state: stateSchema,
  /** The state as the badge words it, in `language`. */
  label: z.string(),
  /** The five groups in the page's order. */
  groups: z.array(
    z.object({
      id: z.enum(STATUS_GROUP_IDS),
      name: z.string(),
      state: stateSchema,
      label: z.string(),
      /** Since when the state holds (ms): the incident's start, or the run of equal probes' first (at most the week raw probes are kept); null when unknown. */
      since: z.number().nullable(),
    }),
  ),
  /** Open incidents, newest first. */
  incidents: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      status: z.enum(INCIDENT_STATUSES),
      statusLabel: z.string(),
      groups: z.array(z.enum(STATUS_GROUP_IDS)),
      startedAt: z.number(),
      url: z.string(),
    }),
  ),
  /** Planned maintenance windows in progress: always empty until planned maintenance exists (issue 53, point 1). */
  maintenance: z.array(z.never()),
});
export type StatusSummary = z.infer<typeof statusSummarySchema>;
