import { business } from "@ikey/contracts/business";
import { IllustrationImage } from "../../components/illustration";
import { campaignDrawings } from "../../data/campaign-drawings";
import * as m from "../../paraglide/messages.js";
import { campaignSections, campaignText } from "./campaign-text";

/** How a centre signs up, as a flow chart, and the bank's branch locator. */
export function CampaignFlow() {
  const { heading, paragraphs } = campaignSections.section("flow");
  const image = { ...campaignDrawings["campaign-flow-chart"], alt: campaignText.imageAlts.flow };
  return (
    <section id="campaign-flow" className="campaign-section campaign-flow" aria-labelledby="campaign-flow-heading">
      <div className="campaign-flow-text">
        <h2 id="campaign-flow-heading">{heading}</h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <div className="campaign-actions">
          <a
            href={business.bank.branchLocatorUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="button button-primary"
          >
            {campaignText.buttons.findBranch}
            <span className="visually-hidden">{m.pages_opens_in_new_tab()}</span>
          </a>
        </div>
      </div>
      <div className="campaign-flow-media">
        <IllustrationImage image={image} />
      </div>
    </section>
  );
}
