// The Request a Demo form's checks and sending, with zod and attestation: loaded
// when the form is first focused or submitted (request-demo-form.tsx).
import { requestDemo, requestDemoFormSchemaWith, requestDemoSchema } from "@ikey/contracts/request-demo";
import { firstError } from "@ikey/contracts/validation";
import { fieldAlerts } from "../../forms/field-alerts";
import { honeypotOf } from "../../forms/honeypot";
import { sendLead } from "../../forms/lead-api";
import { requestDemoAlerts } from "./request-demo-alerts";

export { prepareAttestation } from "../../lib/attestation/attestation";

type FormValues = Record<string, string | boolean>;

/** The contract's checks, alerting in the page's language. */
const formSchema = requestDemoFormSchemaWith(requestDemoAlerts(), fieldAlerts());

export const checkRequestDemo = (values: FormValues) => firstError(formSchema, values);

export const sendRequestDemo = (values: FormValues) =>
  sendLead(requestDemo, { ...requestDemoSchema.parse(values), ...honeypotOf(values) });
