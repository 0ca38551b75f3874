// The deactivation form's checks and call, with zod and attestation: loaded when
// the form is first focused, or on its first confirm (deactivation-form.tsx).
import { accountCredentialsSchema } from "@ikey/contracts/account-deactivation";
import { firstError } from "@ikey/contracts/validation";
import { requestDeactivation } from "./account-api";

export { prepareAttestation } from "../../lib/attestation/attestation";

type FormValues = Record<string, string | boolean>;

export const checkCredentials = (values: FormValues) => firstError(accountCredentialsSchema, values);

export const sendDeactivation = (values: FormValues) => requestDeactivation(accountCredentialsSchema.parse(values));
