import { homePartners } from "../../data/home-partners";
import { homeSections, homeText } from "./home-text";

/** The partners' wordmarks: each name set in type, with what the partner does for iKEY under it. */
export function PartnerLogos() {
  const { heading } = homeSections.section("partners");
  return (
    <section className="home-section partners" aria-labelledby="partners-heading">
      <h2 id="partners-heading" className="section-heading">
        {heading}
      </h2>
      <ul className="logo-row">
        {(Object.keys(homePartners) as (keyof typeof homePartners)[]).map((id) => (
          <li key={id} className="wordmark">
            <span className="wordmark-name">{homePartners[id]}</span>
            <span className="wordmark-kind">{homeText.partnerKinds[id]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
