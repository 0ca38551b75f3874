import { campaignSections } from "./campaign-text";

/** The bank product and the other parties behind the package. */
export function CampaignPartners() {
  const { heading, parts } = campaignSections.section("partners");
  return (
    <section
      id="campaign-partners"
      className="campaign-section campaign-partners"
      aria-labelledby="campaign-partners-heading"
    >
      <h2 id="campaign-partners-heading">{heading}</h2>
      <ul className="campaign-blurbs">
        {parts.map((blurb) => (
          <li key={blurb.id}>
            <h3>{blurb.heading}</h3>
            {blurb.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
