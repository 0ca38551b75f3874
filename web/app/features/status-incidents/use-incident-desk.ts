import type { IncidentDesk } from "@ikey/contracts/console-api-schemas";
import { useEffect, useState } from "react";
import { consoleApi } from "../../lib/console/console-api";
import { screenData } from "../../lib/console/screen-data";

/** How often the desk asks again while it is open, so a new suggestion shows without a reload. */
export const INCIDENT_DESK_POLL_MS = 15_000;

const readDesk = () => consoleApi<IncidentDesk>("GET", "/incidents");

/** The incident desk (suggestions, incidents, subscribers), as its route loads it. */
export const loadIncidentDesk = () => screenData(readDesk);

/**
 * The incident desk its route loaded (when the screen opens, and again after each of its actions,
 * which React Router follows with the route's loader), kept current every 15 seconds while the tab
 * is visible. A failed poll keeps what is shown; a failed load, on opening or after a change, shows
 * the console's error state.
 */
export function useIncidentDesk(loaded: IncidentDesk): IncidentDesk {
  const [polled, setPolled] = useState<{ readonly basis: IncidentDesk; readonly desk: IncidentDesk } | null>(null);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.hidden) return;
      readDesk().then(
        (desk) => setPolled({ basis: loaded, desk }),
        () => {},
      );
    }, INCIDENT_DESK_POLL_MS);
    return () => clearInterval(timer);
  }, [loaded]);
  return polled?.basis === loaded ? polled.desk : loaded;
}
