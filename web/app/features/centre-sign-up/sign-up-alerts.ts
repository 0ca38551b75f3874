import type { CentreSignUpMessages } from "@ikey/contracts/centre-sign-up";
import * as m from "../../paraglide/messages.js";

/** The wizard's alerts in the page's language; contracts/centre-sign-up.ts holds the spec's English and order. */
export const signUpAlerts = (): CentreSignUpMessages => ({
  firstName: m.sign_up_first_name_required(),
  lastName: m.sign_up_last_name_required(),
  gender: m.sign_up_gender_required(),
  nationality: m.sign_up_nationality_required(),
  companyName: m.sign_up_company_name_required(),
  registrationNo: m.sign_up_registration_no_required(),
  email: m.sign_up_company_email_required(),
  emailInvalid: m.sign_up_company_email_invalid(),
  address: m.sign_up_company_address_required(),
  loginEmail: m.sign_up_login_email_required(),
  loginEmailInvalid: m.sign_up_login_email_invalid(),
  businessName: m.sign_up_business_name_required(),
  contactPerson: m.sign_up_contact_person_required(),
  contactNumber: m.sign_up_phone_number_required(),
  agreed: m.sign_up_declaration_required(),
});
