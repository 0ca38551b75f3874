import type { LeadReport } from "@ikey/contracts/lead-reports-schema";
import { consoleApi } from "../../lib/console/console-api";
import { screenData } from "../../lib/console/screen-data";

/** The report's filters, as the page's address and its API call carry them (docs/decisions/0033-lead-reports.md). */
export const REPORT_FILTERS = ["weeks", "source", "campaign", "member"] as const;

/** The report for the filters in `query` ("?weeks=4&source=rhb" or ""), as the screen's route loads it. */
export const loadLeadReport = (query: string) =>
  screenData(() => consoleApi<LeadReport>("GET", `/lead-reports${query}`));
