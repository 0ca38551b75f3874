import { REPORT_WEEKS } from "@ikey/contracts/lead-reports";
import type { LeadReport } from "@ikey/contracts/lead-reports-schema";
import type { FormEvent } from "react";

const WEEK_CHOICES = [4, 8, REPORT_WEEKS.default, REPORT_WEEKS.max];

/** The report's filters: submitted into the address (lib/console/filter-form.ts), so a view can be shared. */
export function ReportFilters({
  params,
  options,
  onSubmit,
}: {
  readonly params: URLSearchParams;
  readonly options: LeadReport["options"];
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const value = (name: string) => params.get(name) ?? "";
  // The value in the address stays offered even when no lead of the period holds it now.
  const withSelected = (values: readonly string[], selected: string) =>
    selected && !values.includes(selected) ? [selected, ...values] : values;
  const weeks = value("weeks") || String(REPORT_WEEKS.default);
  return (
    <form className="console-filters" aria-label="Filter the report" key={params.toString()} onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor="report-weeks">Weeks</label>
        <select id="report-weeks" name="weeks" defaultValue={weeks}>
          {[...new Set([...WEEK_CHOICES.map(String), weeks])].map((count) => (
            <option key={count} value={count}>
              Last {count} weeks
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="report-source">Source</label>
        <select id="report-source" name="source" defaultValue={value("source")}>
          <option value="">Every source</option>
          {withSelected(options.sources, value("source")).map((source) => (
            <option key={source} value={source}>
              {source}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="report-campaign">Campaign</label>
        <select id="report-campaign" name="campaign" defaultValue={value("campaign")}>
          <option value="">Every campaign</option>
          {withSelected(options.campaigns, value("campaign")).map((campaign) => (
            <option key={campaign} value={campaign}>
              {campaign}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="report-member">Member</label>
        <select id="report-member" name="member" defaultValue={value("member")}>
          <option value="">Everyone</option>
          {options.members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-primary">
        Apply
      </button>
    </form>
  );
}
