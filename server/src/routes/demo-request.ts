import { demoRequestSchema } from "@ikey/contracts/demo-request";
import type { FastifyInstance } from "fastify";
import { type LeadDependencies, registerLeadRoute } from "../leads/lead-route";

/** POST /api/RequestDemo: the Request a Demo dialog (web/app/features/request-demo). */
export async function demoRequestRoutes(app: FastifyInstance, deps: LeadDependencies & { accessCode: string }) {
  registerLeadRoute(
    app,
    { path: "/api/RequestDemo", type: "demo", schema: demoRequestSchema, accessCode: deps.accessCode },
    deps,
  );
}
