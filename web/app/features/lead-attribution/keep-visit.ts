import { keepFirstAttribution } from "../../lib/lead-attribution-store";
import { type PageAddress, visitAttribution } from "./visit-attribution";

/** Keeps the visit's attribution in the tab unless it holds one: loaded after the first page is interactive. */
export function keepVisit(page: PageAddress, referrer: string): void {
  keepFirstAttribution(() => visitAttribution(page, referrer));
}
