import { noTagLabels, REPORT_STAGES, reportStageLabels, restLabels } from "@ikey/contracts/lead-reports";
import type { LeadReport, ReportBreakdownRow } from "@ikey/contracts/lead-reports-schema";
import { TableRegion } from "../../lib/console/table-region";
import { responseTime, share, shortWeekLabel, weekLabel } from "./report-format";

type Tag = keyof typeof noTagLabels;

/** A breakdown row's name: the tag's value, "No source", or "Other sources". */
export function rowLabel(row: ReportBreakdownRow, tag: Tag): string {
  if (row.kind === "none") return noTagLabels[tag];
  if (row.kind === "rest") return restLabels[tag];
  return row.name;
}

const stageHeaders = REPORT_STAGES.map((stage) => (
  <th scope="col" key={stage}>
    {reportStageLabels[stage]}
  </th>
));

/** Leads per week for each source (or campaign), with the share of them that reached each stage. */
export function BreakdownTable({
  caption,
  tag,
  rows,
  weekStarts,
}: {
  readonly caption: string;
  readonly tag: Tag;
  readonly rows: readonly ReportBreakdownRow[];
  readonly weekStarts: readonly number[];
}) {
  return (
    <TableRegion label={caption}>
      <table className="console-table report-numbers">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{tag === "source" ? "Source" : "Campaign"}</th>
            {weekStarts.map((start) => (
              <th scope="col" key={start}>
                <abbr title={weekLabel(start)}>{shortWeekLabel(start)}</abbr>
              </th>
            ))}
            <th scope="col">Total</th>
            {stageHeaders}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind}:${row.name}`}>
              <th scope="row">{rowLabel(row, tag)}</th>
              {row.perWeek.map((count, index) => (
                <td key={weekStarts[index]}>{count}</td>
              ))}
              <td>{row.leads}</td>
              {REPORT_STAGES.map((stage) => (
                <td key={stage}>{share(row[stage], row.leads)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** Each week's leads, the share that reached each stage, and its first-response times. */
export function WeeksTable({ weeks }: { readonly weeks: LeadReport["weeks"] }) {
  return (
    <TableRegion label="Leads and first response per week">
      <table className="console-table report-numbers">
        <caption>Leads and first response per week (business time)</caption>
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Leads</th>
            {stageHeaders}
            <th scope="col">Answered</th>
            <th scope="col">Median first response</th>
            <th scope="col">90th percentile</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.start}>
              <th scope="row">{weekLabel(week.start)}</th>
              <td>{week.leads}</td>
              {REPORT_STAGES.map((stage) => (
                <td key={stage}>{share(week[stage], week.leads)}</td>
              ))}
              <ResponseCells times={week} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** How many leads reached each stage over the period, and their share of all. */
export function StagesTable({ totals }: { readonly totals: Record<"leads" | (typeof REPORT_STAGES)[number], number> }) {
  return (
    <table className="console-table report-numbers">
      <caption>Leads that reached each stage</caption>
      <thead>
        <tr>
          <th scope="col">Stage</th>
          <th scope="col">Leads</th>
          <th scope="col">Share of {totals.leads}</th>
        </tr>
      </thead>
      <tbody>
        {REPORT_STAGES.map((stage) => (
          <tr key={stage}>
            <th scope="row">{reportStageLabels[stage]}</th>
            <td>{totals[stage]}</td>
            <td>{share(totals[stage], totals.leads)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const memberLabel = (row: LeadReport["members"][number]) => row.member?.email ?? "Not assigned";

/** Each member's first-response times over the period (their assigned leads; the unassigned apart). */
export function MembersTable({ members }: { readonly members: LeadReport["members"] }) {
  return (
    <TableRegion label="First response per member">
      <table className="console-table report-numbers">
        <caption>First response per member (business time)</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Answered</th>
            <th scope="col">Median first response</th>
            <th scope="col">90th percentile</th>
          </tr>
        </thead>
        <tbody>
          {members.map((row) => (
            <tr key={row.member?.id ?? "none"}>
              <th scope="row">{memberLabel(row)}</th>
              <ResponseCells times={row} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** The first-response columns a week's row and a member's row share: answered, median and 90th percentile. */
function ResponseCells({
  times,
}: {
  readonly times: { readonly answered: number; readonly medianMs: number | null; readonly p90Ms: number | null };
}) {
  return (
    <>
      <td>{times.answered}</td>
      <td>{responseTime(times.medianMs)}</td>
      <td>{responseTime(times.p90Ms)}</td>
    </>
  );
}
