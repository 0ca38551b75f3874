import type { IncidentDesk } from "@ikey/contracts/console-api-schemas";
import { useCallback, useEffect, useState } from "react";
import { ConsoleApiError, consoleApi } from "../../lib/console/console-api";

/** How often the desk asks again while it is open, so a new suggestion shows without a reload. */
export const INCIDENT_DESK_POLL_MS = 15_000;

/**
 * The incident desk (suggestions, incidents, subscribers), read when the screen opens, after each
 * change, and every 15 seconds while the tab is visible. A failed poll keeps what is shown; a
 * failed read on opening or after a change says why.
 */
export function useIncidentDesk() {
  const [desk, setDesk] = useState<IncidentDesk | null>(null);
  const [problem, setProblem] = useState("");
  const reload = useCallback(
    () =>
      consoleApi<IncidentDesk>("GET", "/incidents").then(
        (next) => {
          setDesk(next);
          setProblem("");
        },
        (error: unknown) =>
          setProblem(error instanceof ConsoleApiError ? error.message : "The incidents could not be loaded."),
      ),
    [],
  );
  useEffect(() => {
    void reload();
    const timer = setInterval(() => {
      if (document.hidden) return;
      consoleApi<IncidentDesk>("GET", "/incidents").then(setDesk, () => {});
    }, INCIDENT_DESK_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return { desk, problem, reload };
}
