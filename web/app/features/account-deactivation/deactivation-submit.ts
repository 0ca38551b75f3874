// The deactivation form's checks and call, with zod and attestation: loaded when
// the form is first focused, or on its first confirm (deactivation-form.tsx).
import { accountCredentialsSchemaWith } from "@ikey/contracts/account-deactivation";
import { firstError } from "@ikey/contracts/validation";
import { fieldAlerts } from "../../forms/field-alerts";
import type { FormValues } from "../../forms/read-form";
import { requestDeactivation } from "./account-api";
import { deactivationAlerts } from "./deactivation-alerts";

export { prepareAttestation as prepare } from "../../lib/attestation/attestation";

/** The contract's checks, alerting in the page's language. */
const credentialsSchema = accountCredentialsSchemaWith(deactivationAlerts(), fieldAlerts());

export const check = (values: FormValues) => firstError(credentialsSchema, values);

export const send = (values: FormValues) => requestDeactivation(credentialsSchema.parse(values));
