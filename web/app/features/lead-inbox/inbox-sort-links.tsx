import { Link } from "../../components/localized-link";

const orders = [
  { sort: "", label: "Newest first" },
  { sort: "waiting", label: "Longest waiting first" },
] as const;

/**
 * The inbox's two orders, as links that keep the view's filters: newest first, or only the leads
 * still waiting for a first contact, longest waiting first (docs/decisions/0029-first-response.md).
 */
export function InboxSortLinks({ params }: { readonly params: URLSearchParams }) {
  const current = params.get("sort") ?? "";
  const linkTo = (sort: string) => {
    const next = new URLSearchParams(params);
    if (sort) next.set("sort", sort);
    else next.delete("sort");
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  return (
    <nav aria-label="Order of leads">
      <ul className="status-tabs">
        {orders.map((order) => (
          <li key={order.sort}>
            <Link to={linkTo(order.sort)} aria-current={order.sort === current ? "page" : undefined}>
              {order.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
