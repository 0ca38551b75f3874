// The campaign form's checks and sending, with zod and attestation: loaded when
// the form is first focused, or on submit (campaign-form.tsx).
import {
  campaignApplication,
  campaignApplicationFormSchemaWith,
  campaignApplicationSchema,
} from "@ikey/contracts/campaign-application";
import { firstError } from "@ikey/contracts/validation";
import { fieldAlerts } from "../../forms/field-alerts";
import { honeypotOf } from "../../forms/honeypot";
import { sendLead } from "../../forms/lead-api";
import { campaignAlerts } from "./campaign-alerts";

export { prepareAttestation } from "../../lib/attestation/attestation";

type FormValues = Record<string, string | boolean>;

/** The contract's checks, alerting in the page's language. */
const formSchema = campaignApplicationFormSchemaWith(campaignAlerts(), fieldAlerts());

export const checkApplication = (values: FormValues) => firstError(formSchema, values);

export const sendApplication = (values: FormValues) =>
  sendLead(campaignApplication, { ...campaignApplicationSchema.parse(values), ...honeypotOf(values) });
