import type { ReactNode } from "react";
import { campaignForm } from "../../content/campaign";
import { CAMPAIGN_FORM_SECTION_ID } from "../../data/campaign-links";
import { CampaignBanner } from "./campaign-banner";
import { CampaignEnded } from "./campaign-ended";
import { CampaignFeatures } from "./campaign-features";
import { CampaignFlow } from "./campaign-flow";
import { CampaignIntro } from "./campaign-intro";
import { CampaignPartners } from "./campaign-partners";
import { CampaignTermsExcerpt, CampaignTermsProvider } from "./campaign-terms";
import { CampaignWorkflow } from "./campaign-workflow";

/**
 * The page's sections; `application` is the registration form, which keeps working after the
 * campaign ends for applications begun during it.
 */
export function CampaignPage({ ended, application }: { readonly ended: boolean; readonly application: ReactNode }) {
  return (
    <CampaignTermsProvider>
      <div className="page campaign-page">
        <CampaignBanner ended={ended} />
        <CampaignIntro />
        <CampaignFeatures />
        <CampaignFlow />
        <CampaignWorkflow />
        <CampaignPartners />
        <section
          id={CAMPAIGN_FORM_SECTION_ID}
          className="campaign-section campaign-form"
          aria-labelledby="campaign-form-heading"
        >
          <h2 id="campaign-form-heading">{campaignForm.heading}</h2>
          {ended && <CampaignEnded where="form" />}
          <p>{campaignForm.intro}</p>
          {application}
        </section>
        <CampaignTermsExcerpt />
      </div>
    </CampaignTermsProvider>
  );
}
