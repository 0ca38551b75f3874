import { REPORT_STAGES, reportStageLabels } from "@ikey/contracts/lead-reports";
import type { LeadReport } from "@ikey/contracts/lead-reports-schema";
import { useFilterForm } from "../../lib/console/filter-form";
import { BarChart } from "./bar-chart";
import { REPORT_FILTERS } from "./report-data";
import { ReportFilters } from "./report-filters";
import { responseTime, share, shortWeekLabel, weekLabel } from "./report-format";
import { BreakdownTable, MembersTable, memberLabel, rowLabel, StagesTable, WeeksTable } from "./report-tables";

/**
 * Sources and speed (sales and admins; docs/decisions/0033-lead-reports.md): where the period's
 * leads came from, how far they got, and how fast they were first answered, each chart with its
 * table. The filters live in the address, so a view can be shared.
 */
export function LeadReportPage({ report }: { readonly report: LeadReport }) {
  const { filters, submit } = useFilterForm(REPORT_FILTERS);
  const totals = report.weeks.reduce(
    (sum, week) => ({
      leads: sum.leads + week.leads,
      contacted: sum.contacted + week.contacted,
      demoScheduled: sum.demoScheduled + week.demoScheduled,
      won: sum.won + week.won,
    }),
    { leads: 0, contacted: 0, demoScheduled: 0, won: 0 },
  );
  const first = report.weekStarts[0];
  return (
    <section aria-labelledby="lead-reports-title" className="lead-reports">
      <h1 id="lead-reports-title">Sources and speed</h1>
      <p>
        {first === undefined ? "" : `From the week of ${shortWeekLabel(first)} to today, Malaysia time: `}
        {totals.leads} leads, spam left out. First-response times are business hours, from receipt to the first contact.
      </p>
      <ReportFilters params={filters} options={report.options} onSubmit={submit} />
      <div className="report-grid">
        <BarChart
          title="Leads per week"
          bars={report.weeks.map((week) => ({
            label: weekLabel(week.start),
            value: week.leads,
            text: String(week.leads),
          }))}
          table={<WeeksTable weeks={report.weeks} />}
        />
        <BarChart
          title="Share that reached each stage"
          bars={REPORT_STAGES.map((stage) => ({
            label: reportStageLabels[stage],
            value: totals[stage],
            text: share(totals[stage], totals.leads),
          }))}
          table={<StagesTable totals={totals} />}
        />
        <TagChart report={report} tag="source" />
        <TagChart report={report} tag="campaign" />
        <BarChart
          title="Median first response per week"
          bars={report.weeks.map((week) => ({
            label: weekLabel(week.start),
            value: week.medianMs ?? 0,
            text: responseTime(week.medianMs),
          }))}
          table={<WeeksTable weeks={report.weeks} />}
        />
        <BarChart
          title="Median first response per member"
          bars={report.members.map((row) => ({
            label: memberLabel(row),
            value: row.medianMs ?? 0,
            text: `${responseTime(row.medianMs)} (90th: ${responseTime(row.p90Ms)})`,
          }))}
          table={<MembersTable members={report.members} />}
        />
      </div>
    </section>
  );
}

/** Leads by campaign source or by campaign name, each bar its leads over the period, the weeks in its table. */
function TagChart({ report, tag }: { readonly report: LeadReport; readonly tag: "source" | "campaign" }) {
  const rows = tag === "source" ? report.sources : report.campaigns;
  return (
    <BarChart
      title={`Leads by ${tag}`}
      bars={rows.map((row) => ({ label: rowLabel(row, tag), value: row.leads, text: String(row.leads) }))}
      table={
        <BreakdownTable caption={`Leads per week by ${tag}`} tag={tag} rows={rows} weekStarts={report.weekStarts} />
      }
    />
  );
}
