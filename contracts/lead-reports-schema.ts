import { z } from "zod";
import { text } from "./fields";
import { ATTRIBUTION_MAX_LENGTH } from "./lead-attribution";
import { REPORT_ROW_KINDS, REPORT_WEEKS } from "./lead-reports";
import { RECORD_ID_MAX, wholeNumberText } from "./whole-numbers";

/*
 * What the sources-and-speed report takes and answers (docs/decisions/0033-lead-reports.md). The
 * console imports only the types, so zod stays out of its pages.
 */

const tag = (max: number, message: string) => text().min(1, message).max(max, message).optional();

/** The report's filters, as the page's address carries them so that a view can be shared. */
export const leadReportQuerySchema = z.object({
  weeks: wholeNumberText(
    REPORT_WEEKS.min,
    REPORT_WEEKS.max,
    `Give weeks as a whole number from ${REPORT_WEEKS.min} to ${REPORT_WEEKS.max}`,
  ).optional(),
  source: tag(ATTRIBUTION_MAX_LENGTH.utmSource, "Unknown source"),
  campaign: tag(ATTRIBUTION_MAX_LENGTH.utmCampaign, "Unknown campaign"),
  member: wholeNumberText(1, RECORD_ID_MAX, "Unknown member").optional(),
});
export type LeadReportQuery = z.infer<typeof leadReportQuerySchema>;

/** How many leads arrived and how many of them reached each stage. */
const stageCounts = { leads: z.number(), contacted: z.number(), demoScheduled: z.number(), won: z.number() };

/** First-response times in business milliseconds: the nearest-rank median and 90th percentile. */
const responseTimes = { answered: z.number(), medianMs: z.number().nullable(), p90Ms: z.number().nullable() };

const breakdownRowSchema = z.object({
  kind: z.enum(REPORT_ROW_KINDS),
  /** The tag's value; empty for the leads without one and for the rest. */
  name: z.string(),
  /** Leads per week, in the order of `weekStarts`. */
  perWeek: z.array(z.number()),
  ...stageCounts,
});
export type ReportBreakdownRow = z.infer<typeof breakdownRowSchema>;

const member = z.object({ id: z.number(), email: z.string() });

export const leadReportSchema = z.object({
  /** Each week's first instant (Monday, midnight, Malaysia time), oldest first; the last is this week. */
  weekStarts: z.array(z.number()),
  weeks: z.array(z.object({ start: z.number(), ...stageCounts, ...responseTimes })),
  sources: z.array(breakdownRowSchema),
  campaigns: z.array(breakdownRowSchema),
  /** Per assignee (nobody's first, as `member: null`), over the whole period. */
  members: z.array(z.object({ member: member.nullable(), ...responseTimes })),
  /** What the filters offer: the period's most frequent tags, and the members who may hold leads. */
  options: z.object({ sources: z.array(z.string()), campaigns: z.array(z.string()), members: z.array(member) }),
});
export type LeadReport = z.infer<typeof leadReportSchema>;
