import type { AuditEntryView } from "@ikey/contracts/console-api-schemas";
import { useState } from "react";
import { consoleApi, queryOf } from "../../lib/console/console-api";
import { filtersOf, useFilterForm } from "../../lib/console/filter-form";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import { screenData } from "../../lib/console/screen-data";
import { TableRegion } from "../../lib/console/table-region";
import { AuditSentence } from "./audit-sentence";

type AuditPage = { entries: AuditEntryView[]; nextCursor: number | null };
const FILTERS = ["actor", "action", "from", "to"] as const;

/** The audit log's newest entries for the filters in an address's query string, as its route loads them. */
export const loadAudit = (search: string) =>
  screenData(() => consoleApi<AuditPage>("GET", `/audit${filtersOf(search, FILTERS).query}`));

/**
 * The audit log: newest first, filtered by who, what and when; it can only be read. `first` is
 * the page its route loaded; older entries are added on request (the route keys it by its address).
 */
export function AuditPage({ first }: { readonly first: AuditPage }) {
  const { filters, query, submit } = useFilterForm(FILTERS);
  const [page, setPage] = useState<AuditPage>(first);
  const older = async () => {
    if (!page.nextCursor) return;
    const next = await consoleApi<AuditPage>(
      "GET",
      `/audit${queryOf({ ...Object.fromEntries(filters), cursor: page.nextCursor })}`,
    );
    setPage({ entries: [...page.entries, ...next.entries], nextCursor: next.nextCursor });
  };
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <form className="console-filters" aria-label="Filter the audit log" key={query} onSubmit={submit}>
        <div className="field">
          <label htmlFor="audit-actor">Who (e-mail, cli or unknown)</label>
          <input id="audit-actor" name="actor" defaultValue={filters.get("actor") ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="audit-action">What (such as lead, lead.view or staff.sign-in)</label>
          <input id="audit-action" name="action" defaultValue={filters.get("action") ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="audit-from">From (Malaysia time)</label>
          <input id="audit-from" name="from" type="date" defaultValue={filters.get("from") ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">Until</label>
          <input id="audit-to" name="to" type="date" defaultValue={filters.get("to") ?? ""} />
        </div>
        <button type="submit" className="button button-primary">
          Apply
        </button>
      </form>
      <TableRegion label="Audit log entries">
        <table className="console-table">
          <caption className="visually-hidden">Audit log entries, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What happened</th>
              <th scope="col">Action</th>
              <th scope="col">Details</th>
              <th scope="col">Client</th>
            </tr>
          </thead>
          <tbody>
            {page.entries.map((entry) => (
              <tr key={entry.id}>
                <td>{malaysiaTime(entry.at)}</td>
                <td>
                  <AuditSentence entry={entry} />
                </td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td className="audit-detail">{entry.detail ? JSON.stringify(entry.detail) : "—"}</td>
                <td>
                  <code title={entry.clientHash ?? undefined}>{entry.clientHash?.slice(0, 8) ?? "—"}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {page.nextCursor && (
        <button type="button" className="button button-secondary" onClick={() => void older()}>
          Show older entries
        </button>
      )}
    </section>
  );
}
