// The status page's first run, from a small classic script of its own that the
// page requests first and runs as soon as it arrives: the checks start while
// React and the route modules are still loading and running (on a phone that is
// hundreds of milliseconds), so the page completes about when the slowest check
// answers. The board picks the run up when it mounts; if this script comes late
// or not at all, the board starts its own.
import { startEarlyRun } from "./run-checks";

startEarlyRun();
