import { useEffect } from "react";

/**
 * Keeps where this tab's visit came from, once, on the first page the shell renders in it
 * (docs/decisions/0027-lead-attribution.md). In an effect, so prerendering and hydration never
 * touch storage. The address and referrer are read at once, before a client navigation can change
 * them; the code that keeps them loads after, so no page waits for it before interaction. Client
 * navigation keeps the shell mounted, and a reload finds the tab's record and leaves it.
 */
export function useVisitAttribution(): void {
  useEffect(() => {
    const { pathname, search, hostname } = window.location;
    const referrer = document.referrer;
    // Offline or a new release: nothing is kept, and the forms send without it.
    import("./keep-visit").then(({ keepVisit }) => keepVisit({ pathname, search, hostname }, referrer)).catch(() => {});
  }, []);
}
