import { campaignDrawings } from "../../data/campaign-drawings";
import * as m from "../../paraglide/messages.js";
import { campaignFile, campaignSections, campaignText } from "./campaign-text";

/** The drawing a feature's `###` id names; one the registry lacks fails the build. */
function iconOf(id: string): string {
  if (!Object.hasOwn(campaignDrawings, id)) {
    throw new Error(`${campaignFile}: "### … {#${id}}" names no drawing of data/campaign-drawings.ts`);
  }
  return campaignDrawings[id as keyof typeof campaignDrawings].src;
}

/** The nine things Premium Plus brings, as a grid of cards with small icons. */
export function CampaignFeatures() {
  const { heading, paragraphs, parts } = campaignSections.section("features");
  return (
    <section
      id="campaign-features"
      className="campaign-section campaign-features"
      aria-labelledby="campaign-features-heading"
    >
      <h2 id="campaign-features-heading">{heading}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="campaign-section-intro">
          {paragraph}
        </p>
      ))}
      <ul className="campaign-feature-grid">
        {parts.map((feature) => (
          <li key={feature.id} className="campaign-feature">
            <img src={iconOf(feature.id)} width="64" height="64" alt="" loading="lazy" decoding="async" />
            <h3>
              {feature.heading}
              {campaignText.soon.includes(feature.id) ? (
                <>
                  {__WORD_GAP__}
                  <span className="campaign-soon">{m.campaign_available_soon()}</span>
                </>
              ) : null}
            </h3>
            {feature.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
