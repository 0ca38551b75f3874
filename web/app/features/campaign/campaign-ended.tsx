import { campaignText } from "./campaign-text";

/**
 * What the campaign page says once its last day has passed (contracts/site-pages.ts): at the top,
 * that it has ended and when it ran; beside the form, that the form still takes an application
 * begun during the campaign, as the bank's staff finish them.
 */
export function CampaignEnded({ where }: { readonly where: "top" | "form" }) {
  return (
    <p className="campaign-ended" role="note">
      {where === "top" ? campaignText.ended : campaignText.endedForm}
    </p>
  );
}
