import type { InboxOptions, LeadList, LeadSummary } from "@ikey/contracts/console-api-schemas";
import { useEffect, useState } from "react";
import { consoleApi } from "../../lib/console/console-api";
import { screenData } from "../../lib/console/screen-data";
import { loadWaitingLeads } from "./first-response-data";
import { loadLeadAssignment } from "./lead-assignment-data";

/** How often the inbox asks for new leads while it is open. */
export const INBOX_POLL_MS = 15_000;

/** The inbox's first page for a query string (the address's filters), as its route loads it. */
export const loadInbox = (query: string) => consoleApi<LeadList>("GET", `/leads${query}`);

/** The inbox screen's data: its first page, the forms and members its filters offer, who has leads waiting, and how leads are assigned. */
export const loadInboxScreen = (query: string) =>
  screenData(async () => {
    const [page, options, waiting, assignment] = await Promise.all([
      loadInbox(query),
      consoleApi<InboxOptions>("GET", "/leads/options"),
      loadWaitingLeads(),
      loadLeadAssignment(),
    ]);
    return { page, options, waiting, assignment };
  });

/**
 * The inbox's view for a query string, from the first page its route loaded: more pages on
 * request, and new leads every 15 seconds without a reload (they go on top; the counts and the
 * unread count follow). In the longest-waiting order new leads belong at the end, not on top, so
 * there the poll updates only the counts. A failed poll keeps what is shown. The screen is keyed
 * by its query, so a new view starts from its own first page.
 */
export function useInbox(query: string, first: LeadList) {
  const [latest, setLatest] = useState<LeadList>(first);
  const [arrivedLeads, setArrived] = useState<readonly LeadSummary[]>([]);
  const [older, setOlder] = useState<{ leads: readonly LeadSummary[]; nextCursor: number | null } | null>(null);

  // Polling is a subscription, not the screen's loading: a failed poll must keep what is shown,
  // where a failed load shows the console's error state.
  useEffect(() => {
    const timer = setInterval(() => {
      // A tab in the background does not ask; it catches up on its next poll once shown.
      if (document.hidden) return;
      loadInbox(query)
        .then((page) => {
          setLatest(page);
          if (new URLSearchParams(query).get("sort") === "waiting") return;
          setArrived((before) => {
            const top = before[0]?.id ?? first.leads[0]?.id ?? 0;
            return [...page.leads.filter((lead) => lead.id > top), ...before];
          });
        })
        .catch(() => {});
    }, INBOX_POLL_MS);
    return () => clearInterval(timer);
  }, [query, first]);

  const loadMore = async () => {
    const cursor = older ? older.nextCursor : first.nextCursor;
    if (cursor === null) return;
    const separator = query ? "&" : "?";
    const page = await loadInbox(`${query}${separator}cursor=${cursor}`);
    setOlder((before) => ({ leads: [...(before?.leads ?? []), ...page.leads], nextCursor: page.nextCursor }));
  };

  // A lead shows once, whichever page brought it (the same view read again brings it twice).
  const seen = new Set<number>();
  const leads = [...arrivedLeads, ...first.leads, ...(older?.leads ?? [])].filter(
    (lead) => !seen.has(lead.id) && Boolean(seen.add(lead.id)),
  );
  return {
    leads,
    counts: latest.counts,
    unread: latest.unread,
    nextCursor: older ? older.nextCursor : first.nextCursor,
    arrived: arrivedLeads.length,
    loadMore,
  };
}
