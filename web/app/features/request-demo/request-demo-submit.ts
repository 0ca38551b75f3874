// The Request a Demo form's checks and sending, with zod and attestation: loaded
// when the form is first focused or submitted (request-demo-form.tsx).
import { requestDemo, requestDemoFormSchema, requestDemoSchema } from "@ikey/contracts/request-demo";
import { firstError } from "@ikey/contracts/validation";
import { honeypotOf } from "../../forms/honeypot";
import { sendLead } from "../../forms/lead-api";

export { prepareAttestation } from "../../lib/attestation/attestation";

type FormValues = Record<string, string | boolean>;

export const checkRequestDemo = (values: FormValues) => firstError(requestDemoFormSchema, values);

export const sendRequestDemo = (values: FormValues) =>
  sendLead(requestDemo, { ...requestDemoSchema.parse(values), ...honeypotOf(values) });
