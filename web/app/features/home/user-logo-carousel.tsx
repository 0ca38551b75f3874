import { Carousel } from "../../components/ui/carousel";
import { userLogos } from "../../content/home";
import { centreLogos } from "../../content/home-carousels";

/** 7 logos per slide from 992 px, 4 from 600 px, otherwise 1 (widths in home.css); wraps both ways. */
export function UserLogoCarousel() {
  return (
    <div className="home-section">
      <h2 id="users-heading" className="section-heading">
        {userLogos.heading}
      </h2>
      <Carousel
        labelledBy="users-heading"
        label={userLogos.heading}
        className="logo-carousel"
        options={{ align: "start", slidesToScroll: "auto" }}
        slides={centreLogos.map((logo) => (
          <img key={logo.alt} src={logo.src} width="200" height="80" alt={logo.alt} loading="lazy" decoding="async" />
        ))}
      />
    </div>
  );
}
