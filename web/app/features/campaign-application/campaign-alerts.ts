import type { CampaignApplicationMessages } from "@ikey/contracts/campaign-application";
import * as m from "../../paraglide/messages.js";

/** The form's alerts in the page's language; contracts/campaign-application.ts holds the spec's English and order. */
export const campaignAlerts = (): CampaignApplicationMessages => ({
  firstName: m.campaign_first_name_required(),
  lastName: m.campaign_last_name_required(),
  areaCode: m.campaign_area_code_required(),
  phoneNumber: m.campaign_phone_number_required(),
  email: m.campaign_email_required(),
  emailInvalid: m.campaign_email_invalid(),
  rhbAgentEmailInvalid: m.campaign_agent_email_invalid(),
  centerName: m.campaign_centre_name_required(),
  businessRegistrationNumber: m.campaign_registration_number_required(),
  termsAccepted: m.campaign_terms_required(),
  state: m.campaign_state_required(),
  yesNo: m.campaign_yes_no_invalid(),
  reflexType: m.campaign_reflex_type_invalid(),
  source: m.campaign_source_invalid(),
});
