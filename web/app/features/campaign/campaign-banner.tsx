import pageIntro from "virtual:page-intro/campaign";
import { IllustrationImage } from "../../components/illustration";
import { PageHeader } from "../../components/page-header";
import { campaignDrawings } from "../../data/campaign-drawings";
import { CampaignEnded } from "./campaign-ended";
import { campaignText } from "./campaign-text";

/**
 * The page's heading, introduction and campaign period, with the first, eagerly loaded drawing;
 * once the campaign has ended, a notice that says so under the heading.
 */
export function CampaignBanner({ ended }: { readonly ended: boolean }) {
  const image = { ...campaignDrawings["campaign-banner"], alt: campaignText.imageAlt };
  return (
    <section id="campaign-banner" className="campaign-banner" aria-labelledby="campaign-heading">
      <div className="campaign-banner-text">
        <PageHeader intro={pageIntro} headingId="campaign-heading" />
        {ended && <CampaignEnded where="top" />}
        <p className="campaign-period">{campaignText.period}</p>
      </div>
      <div className="campaign-banner-media">
        <IllustrationImage image={image} first />
      </div>
    </section>
  );
}
