// Which routes the fuzz sends, in which order: every API route with its valid request, the
// spending ones last; the pages, each once, and the addresses with a wildcard with hostile tails.
import type { FuzzRecords } from "./fuzz-records";
import type { FuzzRoute } from "./fuzz-run";
import type { FuzzMembers } from "./fuzz-site";
import { routeRequests } from "./route-requests";

/** "GET /faq", "POST /staff/api/leads/:id/notes": a route as Fastify lists it, method first. */
export type RouteName = string;

/**
 * The fuzz's routes from the server's list of routes (`names`): those in route-requests.ts with
 * their valid request, the others (the pages, which take no parameters) with none, or with a
 * wildcard's tail. `strict`: throw when the table names a route the list lacks (a benchmark of an
 * earlier commit fuzzes the table's routes whether or not it had them, and reports what they answered).
 */
export function fuzzPlan(
  names: readonly RouteName[],
  records: FuzzRecords,
  members: FuzzMembers,
  { strict = true }: { readonly strict?: boolean } = {},
): FuzzRoute[] {
  const api: FuzzRoute[] = [];
  const pages: FuzzRoute[] = [];
  for (const name of names) {
    const request = routeRequests[name];
    if (request) {
      const valid = request(records, members);
      api.push({ name, request: valid, api: !valid.plainRefusals });
    } else if (name.endsWith("*"))
      pages.push({ name, request: { params: { "*": "x" }, expect: "answer" }, api: false });
    else pages.push({ name, request: { expect: "answer" }, api: false });
  }
  const missing = Object.keys(routeRequests).filter((name) => !names.includes(name));
  if (strict && missing.length > 0)
    throw new Error(`route-requests.ts names routes the server lacks: ${missing.join(", ")}`);
  const spending = api.filter((route) => route.request.spends);
  return [...pages, ...api.filter((route) => !route.request.spends), ...spending];
}

/** Routes that take a body or a parameter but have no valid request in route-requests.ts: each is a gap in the fuzz. */
export function routesWithoutRequests(
  routes: readonly { readonly name: RouteName; readonly hasSchema: boolean }[],
): RouteName[] {
  return routes.filter((route) => route.hasSchema && !routeRequests[route.name]).map((route) => route.name);
}
