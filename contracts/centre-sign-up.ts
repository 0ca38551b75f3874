import { z } from "zod";
import { genders, nationalities } from "./centre-sign-up-steps";
import { oneOf, optionalText, required, requiredEmail, ticked, trimBlank } from "./fields";
import { defineLead } from "./lead-kind";

export { genders, nationalities, signUpStepTitles } from "./centre-sign-up-steps";

/**
 * The sign-up wizard's four steps. Each step's schema is checked when the visitor
 * moves on from it: step 1 on reaching step 2, step 2 on reaching step 3, step 3
 * on reaching step 4 (requirements: Validation rules), step 4 on submit.
 */
export const signUpSteps = [
  z.object({
    firstName: required("Please enter first name"),
    lastName: required("Please enter last name"),
    gender: oneOf(genders, "Please select gender"),
    nationality: oneOf(nationalities, "Please select Nationality"),
    nameOfSalesPerson: optionalText(),
  }),
  z.object({
    companyName: required("Please enter company name"),
    registrationNo: required("Please enter registration number"),
    email: requiredEmail("Please enter company email", "Please enter valid company email"),
    address: required("Please enter company address"),
    websiteUrl: optionalText(),
  }),
  z.object({
    loginEmail: requiredEmail("Please enter login email", "Please enter valid login email"),
    businessName: required("Please enter Name of business / centre"),
    contactPerson: required("Please enter contact person name"),
    contactNumber: required("Please enter phone number"),
  }),
  z.object({
    agreed: ticked("Please agree the declaration before submitting"),
  }),
] as const;

/** What the wizard sends to POST /api/SignUpCMS (requirements: Entities, Calls). */
export const centreSignUpSchema = z.object({
  fullName: required("Please enter first name"),
  gender: oneOf(genders, "Please select gender"),
  nationality: oneOf(nationalities, "Please select Nationality"),
  nameOfSalesPerson: optionalText(),
  companyName: signUpSteps[1].shape.companyName,
  registrationNo: signUpSteps[1].shape.registrationNo,
  email: signUpSteps[1].shape.email,
  address: signUpSteps[1].shape.address,
  websiteUrl: optionalText(),
  loginEmail: signUpSteps[2].shape.loginEmail,
  businessName: signUpSteps[2].shape.businessName,
  contactPerson: signUpSteps[2].shape.contactPerson,
  contactNumber: signUpSteps[2].shape.contactNumber,
});

export type CentreSignUp = z.infer<typeof centreSignUpSchema>;

/** First and last name joined by a space, as the payload wants (requirements: Calls). */
export function fullNameOf(firstName: string, lastName: string): string {
  return `${trimBlank(firstName)} ${trimBlank(lastName)}`;
}

/** The lead the sign-up wizard sends (contracts/lead-kind.ts). */
export const centreSignUp = defineLead({
  name: "centre-sign-up",
  path: "/api/SignUpCMS",
  payload: centreSignUpSchema,
  title: "Centre sign-up application",
  subjectField: "businessName",
  contact: { name: ["fullName"], company: ["businessName"], email: ["email"], phone: ["contactNumber"] },
  configPrefix: "CENTRE_SIGN_UP",
});
