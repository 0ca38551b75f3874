import { REPORT_WEEKS } from "@ikey/contracts/lead-reports";
import type { LeadReport } from "@ikey/contracts/lead-reports-schema";
import type { FormEvent } from "react";

const WEEK_CHOICES = [4, 8, REPORT_WEEKS.default, REPORT_WEEKS.max];

/** A campaign tag's choice: any, or one the period's leads came with. */
function TagSelect({
  tag,
  label,
  anyLabel,
  values,
  selected,
}: {
  readonly tag: "source" | "campaign";
  readonly label: string;
  readonly anyLabel: string;
  readonly values: readonly string[];
  readonly selected: string;
}) {
  // The value in the address stays offered even when no lead of the period holds it now.
  const offered = selected && !values.includes(selected) ? [selected, ...values] : values;
  return (
    <div className="field">
      <label htmlFor={`report-${tag}`}>{label}</label>
      <select id={`report-${tag}`} name={tag} defaultValue={selected}>
        <option value="">{anyLabel}</option>
        {offered.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </div>
  );
}

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
      <TagSelect
        tag="source"
        label="Source"
        anyLabel="Every source"
        values={options.sources}
        selected={value("source")}
      />
      <TagSelect
        tag="campaign"
        label="Campaign"
        anyLabel="Every campaign"
        values={options.campaigns}
        selected={value("campaign")}
      />
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
