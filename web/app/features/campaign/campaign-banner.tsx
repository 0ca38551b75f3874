import pageIntro from "virtual:page-intro/campaign";
import { IllustrationImage } from "../../components/illustration";
import { PageHeader } from "../../components/page-header";
import { campaignBanner } from "../../content/campaign";
import { CampaignEnded } from "./campaign-ended";

/**
 * The page's heading, introduction and campaign period, with the first, eagerly loaded drawing;
 * once the campaign has ended, a notice that says so under the heading.
 */
export function CampaignBanner({ ended }: { readonly ended: boolean }) {
  return (
    <section id="campaign-banner" className="campaign-banner" aria-labelledby="campaign-heading">
      <div className="campaign-banner-text">
        <PageHeader intro={pageIntro} headingId="campaign-heading" />
        {ended && <CampaignEnded where="top" />}
        <p className="campaign-period">{campaignBanner.period}</p>
      </div>
      <div className="campaign-banner-media">
        <IllustrationImage image={campaignBanner.image} first />
      </div>
    </section>
  );
}
