import { z } from "zod";
import { required, requiredEmail, ticked } from "./fields";

/** What the Request a Demo dialog sends to POST /api/RequestDemo (spec points 3 and 7). */
export const demoRequestSchema = z.object({
  name: required("Please enter name"),
  companyName: required("Please enter company/institution name"),
  email: requiredEmail("Please enter email", "Please enter valid email"),
  contactNumber: required("Please enter contact number"),
  appointmentDate: required("Please enter appointment date"),
  appointmentTime: required("Please enter appointment time"),
});

/** The dialog's checks, in the order of spec point 5: the payload's, then the privacy policy box. */
export const demoRequestFormSchema = demoRequestSchema.extend({
  privacyAccepted: ticked("Please accept privacy policy before submit"),
});

export type DemoRequest = z.infer<typeof demoRequestSchema>;
