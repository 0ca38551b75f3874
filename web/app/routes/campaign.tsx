import pageIntro from "virtual:page-intro/campaign";
import { campaignForm } from "../content/campaign";
import { CAMPAIGN_FORM_SECTION_ID } from "../content/campaign-links";
import { CampaignBanner } from "../features/campaign/campaign-banner";
import { CampaignFeatures } from "../features/campaign/campaign-features";
import { CampaignFlow } from "../features/campaign/campaign-flow";
import { CampaignIntro } from "../features/campaign/campaign-intro";
import { CampaignPartners } from "../features/campaign/campaign-partners";
import { CampaignTermsAnchor, CampaignTermsExcerpt, CampaignTermsProvider } from "../features/campaign/campaign-terms";
import { CampaignWorkflow } from "../features/campaign/campaign-workflow";
import { lazyWhenVisible } from "../lib/lazy-when-visible";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import * as m from "../paraglide/messages.js";
import styles from "../styles/campaign.css?url";

export const meta = () => pageMeta(pageIntro);

/**
 * The registration form, at the foot of a long page: its code (its checks' messages and labels,
 * the heaviest part of the page in Malay and Chinese) loads as it nears the screen, as on the centre
 * management system page; its HTML is prerendered. Its terms link opens the page's terms dialog
 * through a context whose value never changes, so opening the terms first leaves its HTML alone;
 * until the form's code arrives, that link leads to the terms excerpt below it.
 */
const CampaignApplication = lazyWhenVisible(CAMPAIGN_FORM_SECTION_ID, () =>
  import("../features/campaign-application/campaign-form").then(({ CampaignForm }) => {
    return function CampaignApplication() {
      return <CampaignForm termsLink={<CampaignTermsAnchor>{m.campaign_accept_terms_link()}</CampaignTermsAnchor>} />;
    };
  }),
);
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
          <CampaignApplication />
        </section>
        <CampaignTermsExcerpt />
      </div>
    </CampaignTermsProvider>
  );
}
