// The sign-up wizard's checks and sending, with zod and attestation: loaded when
// the wizard is first focused, or on its first Next or Submit (sign-up-wizard.tsx).
import { centreSignUp, centreSignUpSchema, fullNameOf, signUpStepsWith } from "@ikey/contracts/centre-sign-up";
import { firstError } from "@ikey/contracts/validation";
import { fieldAlerts } from "../../forms/field-alerts";
import { leadLogic } from "../../forms/lead-logic";
import type { FormValues } from "../../forms/read-form";
import { signUpAlerts } from "./sign-up-alerts";

/** The contract's checks, alerting in the page's language. */
const signUpSteps = signUpStepsWith(signUpAlerts(), fieldAlerts());
const lastStep = signUpSteps[signUpSteps.length - 1] ?? signUpSteps[0];

/** The first failing check of one step (0 to 3), in the requirements' order, or null. */
export const checkStep = (step: number, values: FormValues) => firstError(signUpSteps[step] ?? signUpSteps[0], values);

/** The request body (requirements: Calls): first and last name joined, the rest as typed. */
function signUpPayload(values: FormValues) {
  return centreSignUpSchema.parse({
    ...values,
    fullName: fullNameOf(String(values.firstName ?? ""), String(values.lastName ?? "")),
  });
}

/** Submit checks the last step; Next has checked the others on the way (sign-up-wizard.tsx). */
export const { check, send, prepare } = leadLogic(centreSignUp, lastStep, signUpPayload);
