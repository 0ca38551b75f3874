import type { FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * A console view's filters live in the address (to share, reload and export it). This submits a
 * filter form there, leaving out the empty fields, with the hooks the public pages already load.
 */
export function useFilterForm() {
  const navigate = useNavigate();
  const params = new URLSearchParams(useLocation().search);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") next.set(name, value.trim());
    }
    navigate(next.size ? `?${next}` : "?");
  };
  return { params, submit };
}
