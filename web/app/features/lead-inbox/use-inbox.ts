import type { LeadList, LeadSummary } from "@ikey/contracts/console-api-schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import { consoleApi } from "../../lib/console/console-api";

/** How often the inbox asks for new leads while it is open. */
export const INBOX_POLL_MS = 15_000;

export interface InboxState {
  readonly leads: readonly LeadSummary[];
  readonly counts: LeadList["counts"] | null;
  readonly unread: number;
  readonly nextCursor: number | null;
  /** Leads that arrived by polling since the view was opened, for the live announcement. */
  readonly arrived: number;
}

const empty: InboxState = { leads: [], counts: null, unread: 0, nextCursor: null, arrived: 0 };

/**
 * The inbox's view for a query string: its first page, more pages on request, and new leads every
 * 15 seconds without a reload (they go on top; the counts and the unread count follow).
 */
export function useInbox(query: string) {
  const [state, setState] = useState<InboxState>(empty);
  const [failed, setFailed] = useState(false);
  const current = useRef(query);

  const firstPage = useCallback(() => consoleApi<LeadList>("GET", `/leads${query}`), [query]);

  useEffect(() => {
    current.current = query;
    setState(empty);
    firstPage()
      .then((page) => {
        if (current.current !== query) return;
        setState({
          leads: page.leads,
          counts: page.counts,
          unread: page.unread,
          nextCursor: page.nextCursor,
          arrived: 0,
        });
        setFailed(false);
      })
      .catch(() => setFailed(true));
    const timer = setInterval(() => {
      // A tab in the background does not ask; it catches up on its next poll once shown.
      if (document.hidden) return;
      firstPage()
        .then((page) => {
          if (current.current !== query) return;
          setState((before) => {
            const top = before.leads[0]?.id ?? 0;
            const fresh = page.leads.filter((lead) => lead.id > top);
            return {
              ...before,
              leads: [...fresh, ...before.leads],
              counts: page.counts,
              unread: page.unread,
              arrived: before.arrived + fresh.length,
            };
          });
        })
        .catch(() => {});
    }, INBOX_POLL_MS);
    return () => clearInterval(timer);
  }, [query, firstPage]);

  const loadMore = async () => {
    if (state.nextCursor === null) return;
    const separator = query ? "&" : "?";
    const page = await consoleApi<LeadList>("GET", `/leads${query}${separator}cursor=${state.nextCursor}`);
    setState((before) => ({ ...before, leads: [...before.leads, ...page.leads], nextCursor: page.nextCursor }));
  };

  return { ...state, failed, loadMore };
}
