import pageIntro from "virtual:page-intro/campaign";
import { CAMPAIGN_FORM_SECTION_ID } from "../data/campaign-links";
import { CampaignPage } from "../features/campaign/campaign-page";
import { CampaignTermsAnchor } from "../features/campaign/campaign-terms";
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

/** The page as the site was built: with the notices once the campaign has ended (web/app/env.d.ts). */
export default function Campaign() {
  return <CampaignPage ended={__PAGE_PHASES__.campaign === "ended"} application={<CampaignApplication />} />;
}
