import useEmblaCarousel from "embla-carousel-react";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useState } from "react";
import { prefersReducedMotion } from "../../lib/smooth-scroll";
import * as m from "../../paraglide/messages.js";

type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

interface CarouselProps {
  /** Names the arrow buttons, e.g. "Next: Centres that run on iKEY". */
  readonly label: string;
  /** The id of the visible heading that names the carousel region. */
  readonly labelledBy: string;
  readonly slides: readonly ReactNode[];
  readonly options: CarouselOptions;
  /** Modifier class; the slide widths per breakpoint live in CSS. */
  readonly className: string;
  /** "small-screens": the arrow buttons show below 768 px only (the slider). */
  readonly arrows?: "always" | "small-screens";
}

/**
 * A looping carousel on Embla. Embla moves the track; this adds the carousel
 * pattern's semantics (aria-roledescription, labelled slides), arrow buttons,
 * and arrow keys on the focused region, so it works without a pointer.
 * Under reduced motion every move is a jump.
 */
export function Carousel({ label, labelledBy, slides, options, className, arrows = "always" }: CarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, ...options });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(prefersReducedMotion()), [embla]);
  const next = useCallback(() => embla?.scrollNext(prefersReducedMotion()), [embla]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowLeft") previous();
    else if (event.key === "ArrowRight") next();
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={`carousel ${className}`}
      aria-roledescription={m.carousel_roledescription()}
      aria-labelledby={labelledBy}
      data-selected={selected}
      // Until Embla starts, the slides are the prerendered HTML in their plain order.
      data-ready={embla ? "true" : "false"}
      data-arrows={arrows}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the focusable track takes the arrow keys */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Left and Right move the focused track, as in the APG carousel */}
      <div className="carousel-viewport" ref={viewportRef} tabIndex={0} onKeyDown={onKeyDown}>
        <div className="carousel-track">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel marks slides as groups; a fieldset is for form controls
            <div
              key={index}
              className="carousel-slide"
              role="group"
              aria-roledescription={m.carousel_slide_roledescription()}
              aria-label={m.carousel_slide_position({ position: index + 1, count: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Disabled until Embla has started: before, a press would be lost (the prerendered HTML has no handlers). */}
      <div className="carousel-controls">
        <button
          type="button"
          className="carousel-arrow"
          onClick={previous}
          disabled={!embla}
          aria-label={m.carousel_previous({ label })}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="carousel-arrow"
          onClick={next}
          disabled={!embla}
          aria-label={m.carousel_next({ label })}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
