import { partners } from "../../content/home";

/** The partners' wordmarks: each name set in type, with what the partner does for iKEY under it. */
export function PartnerLogos() {
  return (
    <section className="home-section partners" aria-labelledby="partners-heading">
      <h2 id="partners-heading" className="section-heading">
        {partners.heading}
      </h2>
      <ul className="logo-row">
        {partners.marks.map((mark) => (
          <li key={mark.name} className="wordmark">
            <span className="wordmark-name">{mark.name}</span>
            <span className="wordmark-kind">{mark.kind}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
