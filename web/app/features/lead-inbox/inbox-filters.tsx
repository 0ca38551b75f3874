import type { InboxOptions } from "@ikey/contracts/console-api-schemas";
import type { FormEvent } from "react";
import { AssigneeOptions } from "./assignee-options";

/** The inbox's filters: submitted into the address (lib/console/filter-form.ts), so a view can be shared, reloaded and exported. */
export function InboxFilters({
  params,
  options,
  onSubmit,
}: {
  readonly params: URLSearchParams;
  readonly options: InboxOptions | null;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const value = (name: string) => params.get(name) ?? "";
  return (
    <form className="console-filters" aria-label="Filter leads" key={params.toString()} onSubmit={onSubmit}>
      {params.get("status") && <input type="hidden" name="status" value={value("status")} />}
      <div className="field">
        <label htmlFor="filter-q">Search name, company, e-mail or phone</label>
        <input id="filter-q" name="q" type="search" defaultValue={value("q")} maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor="filter-form">Form</label>
        <select id="filter-form" name="form" defaultValue={value("form")}>
          <option value="">All forms</option>
          {options?.forms.map((form) => (
            <option key={form.name} value={form.name}>
              {form.title}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-assignee">Assignee</label>
        <select id="filter-assignee" name="assignee" defaultValue={value("assignee")}>
          <option value="">Anyone</option>
          <option value="none">Nobody yet</option>
          <AssigneeOptions options={options} />
        </select>
      </div>
      <CampaignTagFilter
        name="source"
        label="Campaign source"
        anyLabel="Any source"
        values={options?.sources}
        selected={value("source")}
      />
      <CampaignTagFilter
        name="campaign"
        label="Campaign name"
        anyLabel="Any campaign"
        values={options?.campaigns}
        selected={value("campaign")}
      />
      <div className="field">
        <label htmlFor="filter-from">Received from (Malaysia time)</label>
        <input id="filter-from" name="from" type="date" defaultValue={value("from")} />
      </div>
      <div className="field">
        <label htmlFor="filter-to">Received until</label>
        <input id="filter-to" name="to" type="date" defaultValue={value("to")} />
      </div>
      <button type="submit" className="button button-primary">
        Apply
      </button>
    </form>
  );
}

/**
 * A campaign tag's filter (docs/decisions/0027-lead-attribution.md): the values leads came with,
 * and the one in the address even when no lead holds it any more, so the form shows the view.
 */
function CampaignTagFilter({
  name,
  label,
  anyLabel,
  values = [],
  selected,
}: {
  readonly name: string;
  readonly label: string;
  readonly anyLabel: string;
  readonly values?: readonly string[];
  readonly selected: string;
}) {
  const listed = selected && !values.includes(selected) ? [selected, ...values] : values;
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={selected}>
        <option value="">{anyLabel}</option>
        {listed.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </select>
    </div>
  );
}
