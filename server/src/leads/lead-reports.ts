import { REPORT_FILTER_OPTIONS, REPORT_NAMED_GROUPS, REPORT_WEEKS } from "@ikey/contracts/lead-reports";
import type { LeadReport, LeadReportQuery, ReportBreakdownRow } from "@ikey/contracts/lead-reports-schema";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema";
import { addDays, DAY_MS, malaysiaDay, malaysiaDayStart, weekdayOf } from "../time";
import { LEAD_SOURCE } from "./lead-source";

/*
 * The sources-and-speed report (docs/decisions/0033-lead-reports.md). Every figure is counted or
 * ranked in the database, over the period's leads only (leads_submitted_at): a handful of grouped
 * rows come back, however many leads the period holds.
 */

const WEEK_MS = 7 * DAY_MS;

/** The period: `weeks` Malaysian weeks (Monday to Sunday), the one holding `now` last. */
export function reportPeriod(now: number, weeks: number): { start: number; end: number; weekStarts: number[] } {
  const today = malaysiaDay(now);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  const start = malaysiaDayStart(addDays(monday, -7 * (weeks - 1)));
  // Malaysia keeps one offset all year, so every week is seven days of 24 hours.
  const weekStarts = Array.from({ length: weeks }, (_, index) => start + index * WEEK_MS);
  return { start, end: start + weeks * WEEK_MS, weekStarts };
}

/*
 * Whether a lead reached a stage, from its status now and, for a lead that moved on or back since,
 * its timeline. Contacted: a member contacted it (the first-response clock, 0029, records every
 * first contact, by status, reply or call). Demo scheduled: it is at a demo now, or a status change
 * once took it there. Won: it is won, or once was. Spam is never counted.
 */
const reachedEver = (statuses: string[], period: { start: number }) => sql<number>`case
  when leads.status in (${sql.join(statuses)}) then 1
  when leads.id in (select lead_events.lead_id from lead_events
    where lead_events.kind = 'status' and lead_events.at >= ${period.start}
    and (${sql.join(
      statuses.map((status) => sql`lead_events.detail like ${`%"to":"${status}"%`}`),
      sql` or `,
    )})) then 1
  else 0 end`;

/*
 * The funnel counts each stage cumulatively: a lead that reached a later stage passed the earlier
 * ones. A demo booked from the form, or won, was contacted, whether or not a member set "Contacted".
 */
function stageSums(period: { start: number }) {
  return sql`count(*) as leads,
    sum(case when leads.first_contacted_at is not null then 1
      else ${reachedEver(["contacted", "demo-scheduled", "demo-held", "won"], period)} end) as contacted,
    sum(${reachedEver(["demo-scheduled", "demo-held"], period)}) as demo_scheduled,
    sum(${reachedEver(["won"], period)}) as won`;
}

const TAGS = { source: LEAD_SOURCE, campaign: sql`leads.utm_campaign` } as const;
type Tag = keyof typeof TAGS;

/** The leads of the period that match the filters: never spam. */
function matching(query: LeadReportQuery, period: { start: number; end: number }): RawBuilder<unknown> {
  const conditions = [
    sql`leads.submitted_at >= ${period.start}`,
    sql`leads.submitted_at < ${period.end}`,
    sql`leads.status <> 'spam'`,
  ];
  if (query.source !== undefined) conditions.push(sql`${LEAD_SOURCE} = ${query.source}`);
  if (query.campaign !== undefined) conditions.push(sql`leads.utm_campaign = ${query.campaign}`);
  if (query.member !== undefined) conditions.push(sql`leads.assignee_id = ${query.member}`);
  return sql.join(conditions, sql` and `);
}

/*
 * The week's index in the period. Cast, as SQLite binds a JavaScript number as a real and would
 * divide without truncating; grouped by position (group by 1), as PostgreSQL would not match the
 * select's bound parameters to a repeat's.
 */
const weekOf = (period: { start: number }) => sql`cast((leads.submitted_at - ${period.start}) / ${WEEK_MS} as integer)`;

type Counts = { leads: number; contacted: number; demoScheduled: number; won: number };
type StageRow = { leads: unknown; contacted: unknown; demo_scheduled: unknown; won: unknown };
const stagesOf = (row: StageRow | undefined): Counts => ({
  leads: Number(row?.leads ?? 0),
  contacted: Number(row?.contacted ?? 0),
  demoScheduled: Number(row?.demo_scheduled ?? 0),
  won: Number(row?.won ?? 0),
});

const emptyRow = (kind: ReportBreakdownRow["kind"], name: string, weeks: number): ReportBreakdownRow => ({
  kind,
  name,
  perWeek: Array.from({ length: weeks }, () => 0),
  ...stagesOf(undefined),
});

function addInto(row: ReportBreakdownRow, perWeek: number[], counts: Counts) {
  row.perWeek = row.perWeek.map((count, index) => count + (perWeek[index] ?? 0));
  row.leads += counts.leads;
  row.contacted += counts.contacted;
  row.demoScheduled += counts.demoScheduled;
  row.won += counts.won;
}

/** Leads per week and tag value; the most frequent values by name, the others added up. */
async function breakdown(
  db: Kysely<Database>,
  tag: Tag,
  where: RawBuilder<unknown>,
  period: { start: number; weekStarts: number[] },
): Promise<ReportBreakdownRow[]> {
  const { rows } = await sql<StageRow & { week: unknown; tag: string | null }>`
    select ${weekOf(period)} as week, ${TAGS[tag]} as tag, ${stageSums(period)}
    from leads where ${where}
    group by 1, 2`.execute(db);
  const byTag = new Map<string | null, ReportBreakdownRow>();
  for (const row of rows) {
    let entry = byTag.get(row.tag);
    if (!entry) {
      entry = emptyRow(row.tag === null ? "none" : "tag", row.tag ?? "", period.weekStarts.length);
      byTag.set(row.tag, entry);
    }
    const perWeek = entry.perWeek.map((_, index) => (index === Number(row.week) ? Number(row.leads) : 0));
    addInto(entry, perWeek, stagesOf(row));
  }
  const tagged = [...byTag.values()]
    .filter((entry) => entry.kind === "tag")
    .sort((a, b) => b.leads - a.leads || a.name.localeCompare(b.name));
  const named = tagged.slice(0, REPORT_NAMED_GROUPS);
  const rest = tagged.slice(REPORT_NAMED_GROUPS);
  const none = byTag.get(null);
  const restRow = emptyRow("rest", "", period.weekStarts.length);
  for (const entry of rest) addInto(restRow, entry.perWeek, entry);
  return [...named, ...(rest.length > 0 ? [restRow] : []), ...(none ? [none] : [])];
}

type RankedRow = { grp: unknown; ms: unknown; rn: unknown; n: unknown };

/**
 * The nearest-rank median and 90th percentile of the first-response times per group, ranked by a
 * window function: two rows per group come back, not every time.
 */
async function responseTimesBy(
  db: Kysely<Database>,
  group: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
): Promise<Map<string, { answered: number; medianMs: number | null; p90Ms: number | null }>> {
  const { rows } = await sql<RankedRow>`
    select grp, ms, rn, n from (
      select ${group} as grp, leads.first_response_ms as ms,
        row_number() over (partition by ${group} order by leads.first_response_ms) as rn,
        count(*) over (partition by ${group}) as n
      from leads where ${where} and leads.first_response_ms is not null
    ) ranked
    where rn = (n * 50 + 99) / 100 or rn = (n * 90 + 99) / 100`.execute(db);
  const result = new Map<string, { answered: number; medianMs: number | null; p90Ms: number | null }>();
  for (const row of rows) {
    const key = String(row.grp);
    const n = Number(row.n);
    const rank = Number(row.rn);
    const entry = result.get(key) ?? { answered: n, medianMs: null, p90Ms: null };
    if (rank === Math.ceil((n * 50) / 100)) entry.medianMs = Number(row.ms);
    if (rank === Math.ceil((n * 90) / 100)) entry.p90Ms = Number(row.ms);
    result.set(key, entry);
  }
  return result;
}

/** The most frequent values of a tag in the period, for the filters. */
async function frequentTags(db: Kysely<Database>, tag: Tag, period: { start: number; end: number }) {
  const { rows } = await sql<{ tag: string }>`
    select ${TAGS[tag]} as tag, count(*) as n from leads
    where leads.submitted_at >= ${period.start} and leads.submitted_at < ${period.end}
      and leads.status <> 'spam' and ${TAGS[tag]} is not null
    group by 1 order by 2 desc, 1 limit ${REPORT_FILTER_OPTIONS}`.execute(db);
  return rows.map((row) => String(row.tag));
}

/** The report for the filters, as of `now`. */
export async function leadReport(db: Kysely<Database>, query: LeadReportQuery, now: number): Promise<LeadReport> {
  const period = reportPeriod(now, query.weeks ?? REPORT_WEEKS.default);
  const where = matching(query, period);
  const [weekRows, sources, campaigns, weekTimes, memberTimes, staff, sourceOptions, campaignOptions] =
    await Promise.all([
      sql<StageRow & { week: unknown }>`select ${weekOf(period)} as week, ${stageSums(period)}
        from leads where ${where} group by 1`.execute(db),
      breakdown(db, "source", where, period),
      breakdown(db, "campaign", where, period),
      responseTimesBy(db, weekOf(period), where),
      // Nobody's leads rank as group 0: no member has that id.
      responseTimesBy(db, sql`coalesce(leads.assignee_id, 0)`, where),
      db.selectFrom("staff").select(["id", "email"]).where("role", "in", ["admin", "sales"]).orderBy("email").execute(),
      frequentTags(db, "source", period),
      frequentTags(db, "campaign", period),
    ]);
  const weekCounts = new Map(weekRows.rows.map((row) => [Number(row.week), stagesOf(row)]));
  const emails = new Map(staff.map((member) => [Number(member.id), member.email]));
  const members = [...memberTimes.entries()]
    .map(([key, times]) => {
      const id = Number(key);
      return { member: id === 0 ? null : { id, email: emails.get(id) ?? `Member ${id}` }, ...times };
    })
    .sort((a, b) => (a.member === null ? -1 : b.member === null ? 1 : a.member.email.localeCompare(b.member.email)));
  return {
    weekStarts: period.weekStarts,
    weeks: period.weekStarts.map((start, index) => ({
      start,
      ...stagesOf(undefined),
      ...weekCounts.get(index),
      ...(weekTimes.get(String(index)) ?? { answered: 0, medianMs: null, p90Ms: null }),
    })),
    sources,
    campaigns,
    members,
    options: {
      sources: sourceOptions,
      campaigns: campaignOptions,
      members: staff.map((member) => ({ id: Number(member.id), email: member.email })),
    },
  };
}
