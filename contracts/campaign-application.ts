import { z } from "zod";
import { CAMPAIGN_SOURCE, malaysianStates, NIL, reflexTypes } from "./campaign-options";
import { oneOf, optionalEmail, optionalText, required, requiredEmail, ticked } from "./fields";
import { defineLead } from "./lead-kind";

export { CAMPAIGN_SOURCE, malaysianStates, NIL, reflexTypes } from "./campaign-options";

const yesNo = z.enum(["Yes", "No"], "Please answer Yes or No").default("No");

/**
 * The campaign form's 11 checks in order (requirements: Validation rules), then
 * the optional bank-staff fields. The terms box sits between the business
 * registration number and the state, exactly where the requirements put its check.
 */
export const campaignApplicationFormSchema = z.object({
  firstName: required("Please enter first name"),
  lastName: required("Please enter last name"),
  areaCode: required("Please enter area code"),
  phoneNumber: required("Please enter phone number"),
  email: requiredEmail("Please enter email", "Please enter valid email"),
  rhbAgentEmail: optionalEmail("Please enter valid RHB agent email"),
  centerName: required("Please enter center name"),
  businessRegistrationNumber: required("Please enter business registration number"),
  termsAccepted: ticked("Please accept terms and conditions before submit"),
  state: oneOf(malaysianStates, "Please select state"),
  rhbAgentId: optionalText(),
  rhbBranch: optionalText(),
  rhbAgentPhone: optionalText(),
  isExistingRHBCurrentAccount: yesNo,
  isReflexPackage: yesNo,
  reflexType: z.enum(reflexTypes, "Please choose a package").default(NIL),
  isFPXFormCompleted: yesNo,
  source: z.literal(CAMPAIGN_SOURCE, "Unknown source").default(CAMPAIGN_SOURCE),
});

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
