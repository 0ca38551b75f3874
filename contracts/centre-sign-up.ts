import { z } from "zod";
import { genders, nationalities } from "./centre-sign-up-steps";
import {
  cleanLine,
  type FieldMessages,
  fieldMessages,
  oneOf,
  optionalText,
  required,
  requiredEmail,
  requiredLines,
  ticked,
  trimBlank,
} from "./fields";
import { defineLead } from "./lead-kind";

export { genders, nationalities } from "./centre-sign-up-steps";

/**
 * The wizard's alerts (requirements: Validation rules), step by step in the order it checks them.
 * The server answers with these; a translated form passes its own.
 */
export const centreSignUpMessages = {
  firstName: "Please enter first name",
  lastName: "Please enter last name",
  gender: "Please select gender",
  nationality: "Please select Nationality",
  companyName: "Please enter company name",
  registrationNo: "Please enter registration number",
  email: "Please enter company email",
  emailInvalid: "Please enter valid company email",
  address: "Please enter company address",
  loginEmail: "Please enter login email",
  loginEmailInvalid: "Please enter valid login email",
  businessName: "Please enter Name of business / centre",
  contactPerson: "Please enter contact person name",
  contactNumber: "Please enter phone number",
  agreed: "Please agree the declaration before submitting",
};

export type CentreSignUpMessages = { readonly [Key in keyof typeof centreSignUpMessages]: string };

/**
 * The sign-up wizard's four steps. Each step's schema is checked when the visitor
 * moves on from it: step 1 on reaching step 2, step 2 on reaching step 3, step 3
 * on reaching step 4 (requirements: Validation rules), step 4 on submit.
 */
export function signUpStepsWith(messages: CentreSignUpMessages, field: FieldMessages = fieldMessages) {
  return [
    z.object({
      firstName: required(messages.firstName, field),
      lastName: required(messages.lastName, field),
      gender: oneOf(genders, messages.gender),
      nationality: oneOf(nationalities, messages.nationality),
      nameOfSalesPerson: optionalText(field),
    }),
    z.object({
      companyName: required(messages.companyName, field),
      registrationNo: required(messages.registrationNo, field),
      email: requiredEmail(messages.email, messages.emailInvalid, field),
      address: requiredLines(messages.address, field),
      websiteUrl: optionalText(field),
    }),
    z.object({
      loginEmail: requiredEmail(messages.loginEmail, messages.loginEmailInvalid, field),
      businessName: required(messages.businessName, field),
      contactPerson: required(messages.contactPerson, field),
      contactNumber: required(messages.contactNumber, field),
    }),
    z.object({
      agreed: ticked(messages.agreed),
    }),
  ] as const;
}

export const signUpSteps = signUpStepsWith(centreSignUpMessages);

/**
 * What the wizard sends to POST /api/SignUpCMS (requirements: Entities, Calls): the steps' fields,
 * with the two names joined into one and without the declaration box.
 */
const [personal, company, account] = signUpSteps;
export const centreSignUpSchema = z.object({
  fullName: required(centreSignUpMessages.firstName),
  gender: personal.shape.gender,
  nationality: personal.shape.nationality,
  nameOfSalesPerson: personal.shape.nameOfSalesPerson,
  ...company.shape,
  ...account.shape,
});

export type CentreSignUp = z.infer<typeof centreSignUpSchema>;

/** First and last name joined by a space, as the payload wants (requirements: Calls), each cleaned as the fields are. */
export function fullNameOf(firstName: string, lastName: string): string {
  return `${trimBlank(cleanLine(firstName))} ${trimBlank(cleanLine(lastName))}`;
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
