import { CAMPAIGN_FORM_SECTION_ID, campaignForm } from "../content/campaign";
import { CampaignBanner } from "../features/campaign/campaign-banner";
import { CampaignFeatures } from "../features/campaign/campaign-features";
import { CampaignFlow } from "../features/campaign/campaign-flow";
import { CampaignIntro } from "../features/campaign/campaign-intro";
import { CampaignPartners } from "../features/campaign/campaign-partners";
import { CampaignTermsExcerpt, CampaignTermsLink, CampaignTermsProvider } from "../features/campaign/campaign-terms";
import { CampaignWorkflow } from "../features/campaign/campaign-workflow";
import { CampaignForm } from "../features/campaign-application/campaign-form";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import * as m from "../paraglide/messages.js";
import styles from "../styles/campaign.css?url";

export const meta = () => pageMeta("campaign");
export const handle = stylesheetHandle(styles);

export default function Campaign() {
  return (
    <CampaignTermsProvider>
      <div className="page campaign-page">
        <CampaignBanner />
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
          <p>{campaignForm.intro}</p>
          <CampaignForm
            termsLabel={
              <>
                {m.campaign_accept_terms_before()}
                <CampaignTermsLink>{m.campaign_accept_terms_link()}</CampaignTermsLink>
                {m.campaign_accept_terms_after()}
              </>
            }
          />
        </section>
        <CampaignTermsExcerpt />
      </div>
    </CampaignTermsProvider>
  );
}
