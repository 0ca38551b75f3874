import { useEffect } from "react";
import { keepFirstAttribution } from "../../lib/lead-attribution-store";
import { visitAttribution } from "./visit-attribution";

/**
 * Keeps where this tab's visit came from, once, on the first page the shell renders in it. In an
 * effect, so prerendering and hydration never touch storage; client navigation keeps the shell
 * mounted, and a reload finds the tab's record and leaves it.
 */
export function useVisitAttribution(): void {
  useEffect(() => keepFirstAttribution(() => visitAttribution(window.location, document.referrer)), []);
}
