import type { ReactNode } from "react";
import { CAMPAIGN_FORM_SECTION_ID } from "../../data/campaign-links";
import { CampaignBanner } from "./campaign-banner";
import { CampaignEnded } from "./campaign-ended";
import { CampaignFeatures } from "./campaign-features";
import { CampaignFlow } from "./campaign-flow";
import { CampaignIntro } from "./campaign-intro";
import { CampaignPartners } from "./campaign-partners";
import { CampaignTermsExcerpt, CampaignTermsProvider } from "./campaign-terms";
import { campaignSections } from "./campaign-text";
import { CampaignWorkflow } from "./campaign-workflow";

/**
 * The page's sections; `application` is the registration form, which keeps working after the
 * campaign ends for applications begun during it.
 */
export function CampaignPage({ ended, application }: { readonly ended: boolean; readonly application: ReactNode }) {
  const form = campaignSections.section("form");
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
          <h2 id="campaign-form-heading">{form.heading}</h2>
          {ended && <CampaignEnded where="form" />}
          {form.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {application}
        </section>
        <CampaignTermsExcerpt />
      </div>
    </CampaignTermsProvider>
  );
}
