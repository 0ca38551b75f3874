import { ATTRIBUTION_FIELD } from "@ikey/contracts/lead-attribution";
import { leadKinds } from "@ikey/contracts/leads";
import { HONEYPOT_FIELD } from "@ikey/contracts/validation";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { enforcedAttestation } from "./attestation-support";
import { createTestApp } from "./test-app";

const routes: RouteOptions[] = [];
let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  harness = await createTestApp(enforcedAttestation, { onRoute: (route) => routes.push(route) });
});
afterAll(() => harness.close());

const methodsOf = (route: RouteOptions) => [route.method].flat();
/** The API's routes: not the site's pages (HTML, from plugins/static-site.ts), CORS preflights or HEAD twins. */
const apiRoutes = () =>
  routes.filter(
    (route) =>
      (route.schema !== undefined || methodsOf(route).includes("POST")) &&
      !methodsOf(route).some((method) => method === "OPTIONS" || method === "HEAD"),
  );

it("declares every API route's answers, and every POST route's body, as zod schemas", () => {
  const api = apiRoutes();
  // The health check, the attestation pair, the status checker and callable, the two account
  // calls and one route per lead kind, at least.
  expect(api.length).toBeGreaterThanOrEqual(7 + leadKinds.length);
  for (const route of api) {
    const name = `${methodsOf(route).join(",")} ${route.url}`;
    const answers = Object.values(route.schema?.response ?? {});
    expect(answers.length, name).toBeGreaterThan(0);
    for (const answer of answers) expect(answer, name).toBeInstanceOf(z.ZodType);
    if (methodsOf(route).includes("POST")) expect(route.schema?.body, name).toBeInstanceOf(z.ZodType);
  }
});

it("checks each lead kind's body with its own contract, in the contract's order, plus the honeypot and attribution", () => {
  for (const kind of leadKinds) {
    const route = routes.find((candidate) => candidate.url === kind.path && methodsOf(candidate).includes("POST"));
    const body = route?.schema?.body as z.ZodObject;
    // The attribution is taken as it comes: the route checks it on its own (docs/decisions/0027-lead-attribution.md).
    expect(Object.keys(body.shape)).toEqual([...Object.keys(kind.payload.shape), HONEYPOT_FIELD, ATTRIBUTION_FIELD]);
    const payloadShape: Record<string, z.ZodType> = kind.payload.shape;
    for (const [field, check] of Object.entries(payloadShape)) expect(body.shape[field]).toBe(check);
  }
});
