import { campaignApplication } from "./campaign-application";
import { centreSignUp } from "./centre-sign-up";
import { requestDemo } from "./request-demo";

/**
 * Every kind of lead the site takes, each declared once in its own contract
 * (contracts/lead-kind.ts). The server registers a route for each, and the CLI,
 * the CSV export and the sales e-mail read their names, columns and titles here.
 * Pages import only their own form's kind, so no page carries another's schema.
 */
export const leadKinds = [requestDemo, centreSignUp, campaignApplication] as const;

export type LeadName = (typeof leadKinds)[number]["name"];
