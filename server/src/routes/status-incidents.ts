import { problemSchema } from "@ikey/contracts/api-schemas";
import {
  consoleIncidentSchema,
  emptyBodySchema,
  incidentDeskSchema,
  incidentIdSchema,
  incidentOpeningSchema,
  incidentUpdateSchema,
  okSchema,
} from "@ikey/contracts/console-api-schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fail } from "../http/json-body";
import { actingMember } from "../staff/console-requests";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import type { IncidentActions } from "../status/incident-actions";
import { consoleIncidentOf, IncidentResolved, listIncidents } from "../status/incident-store";
import { openSuggestions } from "../status/incident-suggestions";
import { confirmedSubscribers } from "../status/subscriber-store";
import { DAY_MS } from "../time";

/** The console lists resolved incidents of this many days, below the open ones. */
const DESK_DAYS = 90;

const incidentReplySchema = z.object({ incident: consoleIncidentSchema });

/**
 * Incidents on Check App Status, for support and admins (docs/decisions/0016): the suggestions the
 * probes made, opening an incident, posting updates and the resolution, dismissing a suggestion.
 * Each change is audited and e-mailed to confirmed subscribers in the same transaction
 * (status/incident-actions.ts).
 */
export interface StatusIncidentsDeps extends StaffConsoleDeps {
  /** Incidents on Check App Status: shared with the background probes, which open them automatically. */
  readonly incidents: IncidentActions;
}

export async function statusIncidentsRoutes(server: FastifyInstance, deps: StatusIncidentsDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const config = { consoleAccess: "incidents" } as const;
  const replies = { "4xx": problemSchema };
  const acting = async (request: Parameters<typeof actingMember>[1]) => {
    const { actor, clientHash } = await actingMember(deps.hash, request);
    return { author: actor, clientHash };
  };

  app.get("/incidents", { config, schema: { response: { 200: incidentDeskSchema, ...replies } } }, async () => {
    const now = deps.clock();
    const [suggestions, incidents, subscribers] = await Promise.all([
      openSuggestions(deps.db),
      listIncidents(deps.db, { resolvedSince: now - DESK_DAYS * DAY_MS }),
      confirmedSubscribers(deps.db),
    ]);
    return { suggestions, incidents: incidents.map(consoleIncidentOf), subscribers };
  });

  app.post(
    "/incidents",
    { config, schema: { body: incidentOpeningSchema, response: { 201: incidentReplySchema, ...replies } } },
    async (request, reply) => {
      const { suggestionId, ...opening } = request.body;
      const { incident } = await deps.incidents.open(opening, await acting(request), deps.clock(), suggestionId);
      return reply.code(201).send({ incident: consoleIncidentOf(incident) });
    },
  );

  app.post(
    "/incidents/:id/updates",
    {
      config,
      schema: {
        params: incidentIdSchema,
        body: incidentUpdateSchema,
        response: { 200: incidentReplySchema, ...replies },
      },
    },
    async (request, reply) => {
      try {
        const result = await deps.incidents.update(
          request.params.id,
          request.body,
          await acting(request),
          deps.clock(),
        );
        if (!result) return fail(reply, 404, "Not Found", "There is no such incident.");
        return { incident: consoleIncidentOf(result.incident) };
      } catch (error) {
        if (error instanceof IncidentResolved) return fail(reply, 409, "Conflict", error.message);
        throw error;
      }
    },
  );

  app.post(
    "/incident-suggestions/:id/dismiss",
    {
      config,
      schema: { params: incidentIdSchema, body: emptyBodySchema, response: { 200: okSchema, ...replies } },
    },
    async (request, reply) => {
      if (!(await deps.incidents.dismiss(request.params.id, await acting(request), deps.clock()))) {
        return fail(reply, 404, "Not Found", "This suggestion is no longer open.");
      }
      return { ok: true as const };
    },
  );
}
