import { campaignIntro } from "../../content/campaign";
import * as m from "../../paraglide/messages.js";

/** What the package is, with the way to the form and the way to the product page. */
export function CampaignIntro() {
  const { heading, paragraphs, getItNow, knowMore } = campaignIntro;
  return (
    <section id="campaign-intro" className="campaign-section campaign-intro" aria-labelledby="campaign-intro-heading">
      <h2 id="campaign-intro-heading">{heading}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <div className="campaign-actions">
        <a href={getItNow.href} className="button button-primary">
          {getItNow.label}
        </a>
        {/* A plain link, not <Link>: it opens in a new tab, leaving this page and its form where they are. */}
        <a href={knowMore.href} target="_blank" rel="noopener" className="button button-secondary">
          {knowMore.label}
          <span className="visually-hidden">{m.pages_opens_in_new_tab()}</span>
        </a>
      </div>
    </section>
  );
}
