import { campaignPartners } from "../../content/campaign";

/** The bank product and the other parties behind the package. */
export function CampaignPartners() {
  const { heading, blurbs } = campaignPartners;
  return (
    <section
      id="campaign-partners"
      className="campaign-section campaign-partners"
      aria-labelledby="campaign-partners-heading"
    >
      <h2 id="campaign-partners-heading">{heading}</h2>
      <ul className="campaign-blurbs">
        {blurbs.map((blurb) => (
          <li key={blurb.title}>
            <h3>{blurb.title}</h3>
            {blurb.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
