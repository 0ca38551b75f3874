import { partners } from "../../content/home";

export function PartnerLogos() {
  return (
    <section className="home-section partners" aria-labelledby="partners-heading">
      <h2 id="partners-heading" className="section-heading">
        {partners.heading}
      </h2>
      <ul className="logo-row">
        {partners.logos.map((logo) => (
          <li key={logo.src}>
            <img src={logo.src} width="220" height="80" alt={logo.alt} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </section>
  );
}
