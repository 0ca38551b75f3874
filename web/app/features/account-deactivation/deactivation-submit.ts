// The deactivation form's checks and call, with zod and attestation: loaded when
// the form is first focused, or on its first confirm (deactivation-form.tsx).
import { accountCredentialsSchemaWith } from "@ikey/contracts/account-deactivation";
import { firstError } from "@ikey/contracts/validation";
import { fieldAlerts } from "../../forms/field-alerts";
import { requestDeactivation } from "./account-api";
import { deactivationAlerts } from "./deactivation-alerts";

export { prepareAttestation } from "../../lib/attestation/attestation";

type FormValues = Record<string, string | boolean>;

/** The contract's checks, alerting in the page's language. */
const credentialsSchema = accountCredentialsSchemaWith(deactivationAlerts(), fieldAlerts());

export const checkCredentials = (values: FormValues) => firstError(credentialsSchema, values);

export const sendDeactivation = (values: FormValues) => requestDeactivation(credentialsSchema.parse(values));
