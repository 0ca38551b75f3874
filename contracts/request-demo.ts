import { z } from "zod";
import { type FieldMessages, fieldMessages, required, requiredEmail, ticked } from "./fields";
import { defineLead } from "./lead-kind";

/**
 * The dialog's alerts (requirements: Validation rules), in the order it checks them. The server
 * answers with these; a translated form passes its own.
 */
export const requestDemoMessages = {
  name: "Please enter name",
  companyName: "Please enter company/institution name",
  email: "Please enter email",
  emailInvalid: "Please enter valid email",
  contactNumber: "Please enter contact number",
  appointmentDate: "Please enter appointment date",
  appointmentTime: "Please enter appointment time",
  privacyAccepted: "Please accept privacy policy before submit",
};

export type RequestDemoMessages = { readonly [Key in keyof typeof requestDemoMessages]: string };

/** What the Request a Demo dialog sends to POST /api/RequestDemo (requirements: Entities, Calls). */
export function requestDemoSchemaWith(messages: RequestDemoMessages, field: FieldMessages = fieldMessages) {
  return z.object({
    name: required(messages.name, field),
    companyName: required(messages.companyName, field),
    email: requiredEmail(messages.email, messages.emailInvalid, field),
    contactNumber: required(messages.contactNumber, field),
    appointmentDate: required(messages.appointmentDate, field),
    appointmentTime: required(messages.appointmentTime, field),
  });
}

/** The dialog's checks, in order (requirements: Validation rules): the payload's, then the privacy policy box. */
export function requestDemoFormSchemaWith(messages: RequestDemoMessages, field: FieldMessages = fieldMessages) {
  return requestDemoSchemaWith(messages, field).extend({ privacyAccepted: ticked(messages.privacyAccepted) });
}

export const requestDemoSchema = requestDemoSchemaWith(requestDemoMessages);
export const requestDemoFormSchema = requestDemoFormSchemaWith(requestDemoMessages);

export type RequestDemo = z.infer<typeof requestDemoSchema>;

/** The lead the Request a Demo dialog sends (contracts/lead-kind.ts). */
export const requestDemo = defineLead({
  name: "request-demo",
  path: "/api/RequestDemo",
  payload: requestDemoSchema,
  title: "Demo request",
  subjectField: "companyName",
  contact: { name: ["name"], company: ["companyName"], email: ["email"], phone: ["contactNumber"] },
  configPrefix: "REQUEST_DEMO",
});
