import { z } from "zod";
import { required, requiredEmail, ticked } from "./fields";
import { defineLead } from "./lead-kind";

/** What the Request a Demo dialog sends to POST /api/RequestDemo (requirements: Entities, Calls). */
export const requestDemoSchema = z.object({
  name: required("Please enter name"),
  companyName: required("Please enter company/institution name"),
  email: requiredEmail("Please enter email", "Please enter valid email"),
  contactNumber: required("Please enter contact number"),
  appointmentDate: required("Please enter appointment date"),
  appointmentTime: required("Please enter appointment time"),
});

/** The dialog's checks, in order (requirements: Validation rules): the payload's, then the privacy policy box. */
export const requestDemoFormSchema = requestDemoSchema.extend({
  privacyAccepted: ticked("Please accept privacy policy before submit"),
});

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
