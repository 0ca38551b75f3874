import type { RequestDemoMessages } from "@ikey/contracts/request-demo";
import * as m from "../../paraglide/messages.js";

/** The dialog's alerts in the page's language; contracts/request-demo.ts holds the spec's English and order. */
export const requestDemoAlerts = (): RequestDemoMessages => ({
  name: m.request_demo_name_required(),
  companyName: m.request_demo_company_name_required(),
  email: m.request_demo_email_required(),
  emailInvalid: m.request_demo_email_invalid(),
  contactNumber: m.request_demo_contact_number_required(),
  appointmentDate: m.request_demo_appointment_date_required(),
  appointmentTime: m.request_demo_appointment_time_required(),
  privacyAccepted: m.request_demo_privacy_required(),
});
