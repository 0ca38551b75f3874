import { campaignFeatures } from "../../content/campaign";
import * as m from "../../paraglide/messages.js";

/** The nine things Premium Plus brings, as a grid of cards with small icons. */
export function CampaignFeatures() {
  const { heading, intro, items } = campaignFeatures;
  return (
    <section
      id="campaign-features"
      className="campaign-section campaign-features"
      aria-labelledby="campaign-features-heading"
    >
      <h2 id="campaign-features-heading">{heading}</h2>
      <p className="campaign-section-intro">{intro}</p>
      <ul className="campaign-feature-grid">
        {items.map((feature) => (
          <li key={feature.title} className="campaign-feature">
            <img src={feature.icon} width="64" height="64" alt="" loading="lazy" decoding="async" />
            <h3>
              {feature.title}
              {feature.soon ? (
                <>
                  {__WORD_GAP__}
                  <span className="campaign-soon">{m.campaign_available_soon()}</span>
                </>
              ) : null}
            </h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
