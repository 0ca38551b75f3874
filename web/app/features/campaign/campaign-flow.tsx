import { business } from "@ikey/contracts/business";
import { IllustrationImage } from "../../components/illustration";
import { campaignFlow } from "../../content/campaign";
import * as m from "../../paraglide/messages.js";

/** How a centre signs up, as a flow chart, and the bank's branch locator. */
export function CampaignFlow() {
  const { heading, paragraphs, image, findBranchLabel } = campaignFlow;
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
            {findBranchLabel}
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
