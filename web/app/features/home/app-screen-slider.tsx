import carousels from "content:home/carousels";
import { Carousel } from "../../components/ui/carousel";
import { appScreenSlidesWith } from "../../data/home-carousel-pictures";
import { homeSections } from "./home-text";

/** Centred and endless: 5 screens, 3 below 992 px, 1 below 480 px; arrows below 768 px (home.css). */
export function AppScreenSlider() {
  const { heading } = homeSections.section("screens");
  return (
    <div className="home-section">
      <h2 id="screens-heading" className="section-heading">
        {heading}
      </h2>
      <Carousel
        labelledBy="screens-heading"
        label={heading}
        className="screen-slider"
        arrows="small-screens"
        options={{ align: "center" }}
        slides={appScreenSlidesWith(carousels.screens).map((slide) => (
          <figure key={slide.src} className="screen-slide">
            <img
              src={slide.src}
              width={slide.width}
              height={slide.height}
              alt={slide.alt}
              loading="lazy"
              decoding="async"
            />
            <figcaption>{slide.caption}</figcaption>
          </figure>
        ))}
      />
    </div>
  );
}
