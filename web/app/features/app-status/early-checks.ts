// The status page's first run, from a small classic script inlined into the
// page's head: the checks start while React and the route modules are still
// loading and running (on a phone that is hundreds of milliseconds), so the page
// completes about when the slowest check answers. The board picks the run up
// when it mounts; if this script comes late or not at all, the board starts its own.
//
// They start in the frame of the first paint, not while the head is parsed: the
// answers then come after that paint instead of holding it up (their handling
// and a busy server moved the first paint from about 110 to 180–300 ms under
// Lighthouse), and a request sent a frame later costs the page a few milliseconds.
// A hidden tab paints no frame; its modules then start the run (run-checks.ts).
import { startEarlyRun } from "./run-checks";

requestAnimationFrame(startEarlyRun);
