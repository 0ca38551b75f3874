// The campaign form's checks and sending, with zod and attestation: loaded when
// the form is first focused, or on submit (campaign-form.tsx).
import { campaignApplicationSchema, campaignFormSchema } from "@ikey/contracts/campaign-application";
import { firstError } from "@ikey/contracts/validation";
import { siteConfig } from "../../lib/site-config";
import { honeypotOf } from "../lead-forms/honeypot";
import { leadUrl, postLead } from "../lead-forms/lead-api";

export { prepareAttestation } from "../attestation/attestation";

type FormValues = Record<string, string | boolean>;

export const checkApplication = (values: FormValues) => firstError(campaignFormSchema, values);

export const sendApplication = (values: FormValues) =>
  postLead(
    leadUrl(siteConfig.CAMPAIGN_API_URL, "/api/SubmitApplication", siteConfig.CAMPAIGN_CODE),
    { ...campaignApplicationSchema.parse(values), ...honeypotOf(values) },
    // Spec point 7: the campaign call is sent without caching.
    { noStore: true },
  );
