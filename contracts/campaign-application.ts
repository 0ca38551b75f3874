import { z } from "zod";
import { CAMPAIGN_SOURCE, malaysianStates, NIL, reflexTypes } from "./campaign-options";
import {
  type FieldMessages,
  fieldMessages,
  oneOf,
  optionalEmail,
  optionalText,
  required,
  requiredEmail,
  ticked,
} from "./fields";
import { defineLead } from "./lead-kind";

export { CAMPAIGN_SOURCE, malaysianStates, NIL, reflexTypes } from "./campaign-options";

/**
 * The campaign form's alerts: its 11 checks in the requirements' order (Validation rules), then the
 * payload's own checks, which the form's controls cannot fail. The server answers with these; a
 * translated form passes its own.
 */
export const campaignApplicationMessages = {
  firstName: "Please enter first name",
  lastName: "Please enter last name",
  areaCode: "Please enter area code",
  phoneNumber: "Please enter phone number",
  email: "Please enter email",
  emailInvalid: "Please enter valid email",
  rhbAgentEmailInvalid: "Please enter valid RHB agent email",
  centerName: "Please enter center name",
  businessRegistrationNumber: "Please enter business registration number",
  termsAccepted: "Please accept terms and conditions before submit",
  state: "Please select state",
  yesNo: "Please answer Yes or No",
  reflexType: "Please choose a package",
  source: "Unknown source",
};

export type CampaignApplicationMessages = { readonly [Key in keyof typeof campaignApplicationMessages]: string };

/**
 * The campaign form's 11 checks in order (requirements: Validation rules), then
 * the optional bank-staff fields. The terms box sits between the business
 * registration number and the state, exactly where the requirements put its check.
 */
export function campaignApplicationFormSchemaWith(
  messages: CampaignApplicationMessages,
  field: FieldMessages = fieldMessages,
) {
  const yesNo = z.enum(["Yes", "No"], messages.yesNo).default("No");
  return z.object({
    firstName: required(messages.firstName, field),
    lastName: required(messages.lastName, field),
    areaCode: required(messages.areaCode, field),
    phoneNumber: required(messages.phoneNumber, field),
    email: requiredEmail(messages.email, messages.emailInvalid, field),
    rhbAgentEmail: optionalEmail(messages.rhbAgentEmailInvalid, field),
    centerName: required(messages.centerName, field),
    businessRegistrationNumber: required(messages.businessRegistrationNumber, field),
    termsAccepted: ticked(messages.termsAccepted),
    state: oneOf(malaysianStates, messages.state),
    rhbAgentId: optionalText(field),
    rhbBranch: optionalText(field),
    rhbAgentPhone: optionalText(field),
    isExistingRHBCurrentAccount: yesNo,
    isReflexPackage: yesNo,
    reflexType: z.enum(reflexTypes, messages.reflexType).default(NIL),
    isFPXFormCompleted: yesNo,
    source: z.literal(CAMPAIGN_SOURCE, messages.source).default(CAMPAIGN_SOURCE),
  });
}

export const campaignApplicationFormSchema = campaignApplicationFormSchemaWith(campaignApplicationMessages);

/** What the page sends to POST /api/SubmitApplication: the form without its terms box. */
export const campaignApplicationSchema = campaignApplicationFormSchema.omit({ termsAccepted: true });

export type CampaignApplication = z.infer<typeof campaignApplicationSchema>;

/** The lead the bank campaign page sends (contracts/lead-kind.ts), without caching as the call asks. */
export const campaignApplication = defineLead({
  name: "campaign-application",
  path: "/api/SubmitApplication",
  payload: campaignApplicationSchema,
  title: "RHB campaign application",
  subjectField: "centerName",
  contact: {
    name: ["firstName", "lastName"],
    company: ["centerName"],
    email: ["email"],
    phone: ["areaCode", "phoneNumber"],
  },
  configPrefix: "CAMPAIGN_APPLICATION",
  noStore: true,
});
