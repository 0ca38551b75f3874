import { campaignApplicationSchema } from "@ikey/contracts/campaign-application";
import type { FastifyInstance } from "fastify";
import { type LeadDependencies, registerLeadRoute } from "../leads/lead-route";

/** POST /api/SubmitApplication: the bank campaign form (web/app/features/campaign-application). */
export async function campaignApplicationRoutes(app: FastifyInstance, deps: LeadDependencies & { accessCode: string }) {
  registerLeadRoute(
    app,
    {
      path: "/api/SubmitApplication",
      type: "campaign",
      schema: campaignApplicationSchema,
      accessCode: deps.accessCode,
    },
    deps,
  );
}
