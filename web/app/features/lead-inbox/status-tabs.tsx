import type { LeadList } from "@ikey/contracts/console-api-schemas";
import { LEAD_STATUSES, leadStatusLabels } from "@ikey/contracts/lead-inbox";
import { Link } from "../../components/localized-link";

/** The views by status, each with its count under the other filters: every lead but spam, each status, and spam. */
export function StatusTabs({
  params,
  counts,
}: {
  readonly params: URLSearchParams;
  readonly counts: LeadList["counts"] | null;
}) {
  const current = params.get("status") ?? "";
  const inbox = counts
    ? LEAD_STATUSES.filter((status) => status !== "spam").reduce((sum, status) => sum + counts[status], 0)
    : null;
  const views = [
    { status: "", label: "Inbox", count: inbox },
    ...LEAD_STATUSES.map((status) => ({ status, label: leadStatusLabels[status], count: counts?.[status] ?? null })),
  ];
  const linkTo = (status: string) => {
    const next = new URLSearchParams(params);
    if (status) next.set("status", status);
    else next.delete("status");
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  return (
    <nav aria-label="Lead status">
      <ul className="status-tabs">
        {views.map((view) => (
          <li key={view.status}>
            <Link to={linkTo(view.status)} aria-current={view.status === current ? "page" : undefined}>
              {view.label}
              {view.count !== null && <span className="status-count"> {view.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
