// The sign-up wizard's checks and sending, with zod and attestation: loaded when
// the wizard is first focused, or on its first Next or Submit (sign-up-wizard.tsx).
import { centreSignUpSchema, fullNameOf, signUpSteps } from "@ikey/contracts/centre-sign-up";
import { firstError } from "@ikey/contracts/validation";
import { siteConfig } from "../../lib/site-config";
import { honeypotOf } from "../lead-forms/honeypot";
import { leadUrl, postLead } from "../lead-forms/lead-api";

export { prepareAttestation } from "../attestation/attestation";

type FormValues = Record<string, string | boolean>;

/** The first failing check of one step (0 to 3), in the spec's order, or null. */
export const checkStep = (step: number, values: FormValues) => firstError(signUpSteps[step] ?? signUpSteps[0], values);

/** The request body of spec point 7: first and last name joined, the rest as typed. */
function signUpPayload(values: FormValues) {
  return centreSignUpSchema.parse({
    ...values,
    fullName: fullNameOf(String(values.firstName ?? ""), String(values.lastName ?? "")),
  });
}

export const sendSignUp = (values: FormValues) =>
  postLead(leadUrl(siteConfig.SIGN_UP_API_URL, "/api/SignUpCMS", siteConfig.SIGN_UP_CODE), {
    ...signUpPayload(values),
    ...honeypotOf(values),
  });
