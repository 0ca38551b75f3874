import { centreSignUpSchema } from "@ikey/contracts/centre-sign-up";
import type { FastifyInstance } from "fastify";
import { type LeadDependencies, registerLeadRoute } from "../leads/lead-route";

/** POST /api/SignUpCMS: the centre sign-up wizard (web/app/features/centre-sign-up). */
export async function centreSignUpRoutes(app: FastifyInstance, deps: LeadDependencies & { accessCode: string }) {
  registerLeadRoute(
    app,
    { path: "/api/SignUpCMS", type: "signup", schema: centreSignUpSchema, accessCode: deps.accessCode },
    deps,
  );
}
