import { z } from "zod";
import { CAMPAIGN_SOURCE, malaysianStates, NIL, reflexTypes } from "./campaign-options";
import { oneOf, optionalEmail, optionalText, required, requiredEmail, ticked } from "./fields";

export { CAMPAIGN_SOURCE, malaysianStates, NIL, reflexTypes } from "./campaign-options";

const yesNo = z.enum(["Yes", "No"], "Please answer Yes or No").default("No");

/**
 * The campaign form's checks in the order of spec point 5 (11 of them), then the
 * optional bank-staff fields. The terms box sits between the business registration
 * number and the state, exactly where the spec puts its check.
 */
export const campaignFormSchema = z.object({
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
export const campaignApplicationSchema = campaignFormSchema.omit({ termsAccepted: true });

export type CampaignApplication = z.infer<typeof campaignApplicationSchema>;
