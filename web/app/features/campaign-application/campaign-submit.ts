// The campaign form's checks and sending, with zod and attestation: loaded when
// the form is first focused, or on submit (campaign-form.tsx).
import {
  campaignApplication,
  campaignApplicationFormSchemaWith,
  campaignApplicationSchema,
} from "@ikey/contracts/campaign-application";
import { fieldAlerts } from "../../forms/field-alerts";
import { leadLogic } from "../../forms/lead-logic";
import { campaignAlerts } from "./campaign-alerts";

/** The contract's checks, alerting in the page's language, and its request body. */
export const { check, send, prepare } = leadLogic(
  campaignApplication,
  campaignApplicationFormSchemaWith(campaignAlerts(), fieldAlerts()),
  (values) => campaignApplicationSchema.parse(values),
);
