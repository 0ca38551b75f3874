import pageIntro from "virtual:page-intro/campaign";
import { IllustrationImage } from "../../components/illustration";
import { PageHeader } from "../../components/page-header";
import { campaignBanner } from "../../content/campaign";

/** The page's heading, introduction and campaign period, with the first, eagerly loaded drawing. */
export function CampaignBanner() {
  return (
    <section id="campaign-banner" className="campaign-banner" aria-labelledby="campaign-heading">
      <div className="campaign-banner-text">
        <PageHeader intro={pageIntro} headingId="campaign-heading" />
        <p className="campaign-period">{campaignBanner.period}</p>
      </div>
      <div className="campaign-banner-media">
        <IllustrationImage image={campaignBanner.image} first />
      </div>
    </section>
  );
}
