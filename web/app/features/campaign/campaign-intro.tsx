import { campaignLinks } from "../../data/campaign-links";
import * as m from "../../paraglide/messages.js";
import { campaignSections, campaignText } from "./campaign-text";

/** What the package is, with the way to the form and the way to the product page. */
export function CampaignIntro() {
  const { heading, paragraphs } = campaignSections.section("intro");
  const { getItNow, knowMore } = campaignText.buttons;
  return (
    <section id="campaign-intro" className="campaign-section campaign-intro" aria-labelledby="campaign-intro-heading">
      <h2 id="campaign-intro-heading">{heading}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <div className="campaign-actions">
        <a href={campaignLinks.getItNow} className="button button-primary">
          {getItNow}
        </a>
        {/* A plain link, not <Link>: it opens in a new tab, leaving this page and its form where they are. */}
        <a href={campaignLinks.knowMore} target="_blank" rel="noopener" className="button button-secondary">
          {knowMore}
          <span className="visually-hidden">{m.pages_opens_in_new_tab()}</span>
        </a>
      </div>
    </section>
  );
}
