// The Request a Demo form's checks and sending, with zod and attestation: loaded
// when the form is first focused or submitted (request-demo-form.tsx).
import { demoRequestFormSchema, demoRequestSchema } from "@ikey/contracts/demo-request";
import { firstError } from "@ikey/contracts/validation";
import { siteConfig } from "../../lib/site-config";
import { honeypotOf } from "../lead-forms/honeypot";
import { leadUrl, postLead } from "../lead-forms/lead-api";

export { prepareAttestation } from "../attestation/attestation";

type FormValues = Record<string, string | boolean>;

export const checkDemoRequest = (values: FormValues) => firstError(demoRequestFormSchema, values);

export const sendDemoRequest = (values: FormValues) =>
  postLead(leadUrl(siteConfig.REQUEST_DEMO_API_URL, "/api/RequestDemo", siteConfig.REQUEST_DEMO_CODE), {
    ...demoRequestSchema.parse(values),
    ...honeypotOf(values),
  });
