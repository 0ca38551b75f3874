/*
 * The sources-and-speed report (docs/decisions/0033-lead-reports.md): leads per Malaysian week by
 * source and by campaign, how many reached each stage, and the first-response times. Plain
 * constants, so the console's page can import them without zod; the API's schemas are in
 * lead-reports-schema.ts.
 */

/** Weeks start on Monday at midnight, Malaysia time; the report covers this many, this one last. */
export const REPORT_WEEKS = { default: 12, min: 1, max: 26 } as const;

/** The stages a lead may reach after it arrives, in the funnel's order, with their names. */
export const REPORT_STAGES = ["contacted", "demoScheduled", "won"] as const;
export type ReportStage = (typeof REPORT_STAGES)[number];
export const reportStageLabels: Record<ReportStage, string> = {
  contacted: "Contacted",
  demoScheduled: "Demo scheduled",
  won: "Won",
};

/**
 * The sources (and campaigns) shown by name: the most frequent ones; the others are added up in one
 * row, so a stranger's made-up tags cannot make the report as long as the inbox.
 */
export const REPORT_NAMED_GROUPS = 8;

/** What a breakdown's row stands for: a tag's value, the leads without one, or the rest added up. */
export const REPORT_ROW_KINDS = ["tag", "none", "rest"] as const;
export type ReportRowKind = (typeof REPORT_ROW_KINDS)[number];
export const noTagLabels = { source: "No source", campaign: "No campaign" } as const;
export const restLabels = { source: "Other sources", campaign: "Other campaigns" } as const;

/** The most distinct sources, campaigns offered in the report's filters. */
export const REPORT_FILTER_OPTIONS = 50;
