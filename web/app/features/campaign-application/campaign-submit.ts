// The campaign form's checks and sending, with zod and attestation: loaded when
// the form is first focused, or on submit (campaign-form.tsx).
import {
  campaignApplication,
  campaignApplicationFormSchema,
  campaignApplicationSchema,
} from "@ikey/contracts/campaign-application";
import { firstError } from "@ikey/contracts/validation";
import { honeypotOf } from "../../forms/honeypot";
import { sendLead } from "../../forms/lead-api";

export { prepareAttestation } from "../../lib/attestation/attestation";

type FormValues = Record<string, string | boolean>;

export const checkApplication = (values: FormValues) => firstError(campaignApplicationFormSchema, values);

export const sendApplication = (values: FormValues) =>
  sendLead(campaignApplication, { ...campaignApplicationSchema.parse(values), ...honeypotOf(values) });
