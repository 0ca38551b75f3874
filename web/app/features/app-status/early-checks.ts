// The status page's first run, from a small classic script inlined into the
// page's head: the checks start while React and the route modules are still
// loading and running (on a phone that is hundreds of milliseconds), so the page
// completes about when the slowest check answers. The board picks the run up
// when it mounts; if this script comes late or not at all, the board starts its own.
//
// They start while the head is parsed, before anything else: each check is one
// request, so starting all six costs the main thread little (a few milliseconds
// of fetch calls), and every millisecond they wait is added to the time the page
// takes to complete. Waiting for the parser to yield (a task of their own) sent
// the first check about 40 ms later on a cold load, for no gain in blocking time
// measurable through Lighthouse's noise (bench/results/status.md).
// A page whose modules run first starts the run from them (start-first-run.ts).
import { startEarlyRun } from "./run-checks";

startEarlyRun();
