import type { FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";

/** A view's own filters (`names`) in an address's query string, as parameters and as the query string for its API call. */
export function filtersOf(search: string, names: readonly string[]) {
  const address = new URLSearchParams(search);
  const filters = new URLSearchParams();
  for (const name of names) {
    const value = address.get(name);
    if (value) filters.set(name, value);
  }
  return { filters, query: filters.size ? `?${filters}` : "" };
}

/**
 * A console view's filters live in the address (to share, reload and export it). This reads the
 * view's own filters from there (its route's clientLoader reads them with filtersOf) and submits
 * a filter form back there, leaving out the empty fields, with the hooks the public pages
 * already load.
 */
export function useFilterForm(names: readonly string[]) {
  const navigate = useNavigate();
  const { filters, query } = filtersOf(useLocation().search, names);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") next.set(name, value.trim());
    }
    navigate(next.size ? `?${next}` : "?");
  };
  return { filters, query, submit };
}
