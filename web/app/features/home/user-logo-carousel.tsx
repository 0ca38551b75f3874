import carousels from "content:home/carousels";
import { Carousel } from "../../components/ui/carousel";
import { centreWordmarksWith } from "../../data/home-carousel-pictures";
import { homeSections } from "./home-text";

/**
 * The centres' wordmarks: each centre's name set in type, the kind of centre and its town under it.
 * 7 per slide from 992 px, 4 from 600 px, otherwise 1 (widths in home.css); wraps both ways.
 */
export function UserLogoCarousel() {
  const { heading } = homeSections.section("users");
  return (
    <div className="home-section">
      <h2 id="users-heading" className="section-heading">
        {heading}
      </h2>
      <Carousel
        labelledBy="users-heading"
        label={heading}
        className="logo-carousel"
        options={{ align: "start", slidesToScroll: "auto" }}
        slides={centreWordmarksWith(carousels.centreKinds).map((centre) => (
          <p key={centre.name} className="wordmark">
            <span className="wordmark-name">{centre.name}</span>
            <span className="wordmark-kind">
              {centre.kind} · {centre.town}
            </span>
          </p>
        ))}
      />
    </div>
  );
}
