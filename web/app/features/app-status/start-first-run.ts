// Second chance: if the early script has not started the run by the time the app's modules are
// evaluated (a visit from another page of the site has no early script), start it here, still
// before hydration. A module of its own, imported by the board, so that run-checks.ts, which the
// early script bundles too, does nothing by merely being evaluated.
import { startEarlyRun } from "./run-checks";

if (typeof window !== "undefined") startEarlyRun();
