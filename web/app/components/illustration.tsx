/** A drawing from app/images/ and what it shows. */
export interface Illustration {
  /** The hashed URL Vite gives for `import url from "../images/name.svg"`. */
  readonly src: string;
  /** The drawing's viewBox size, so the browser reserves its space before it loads. */
  readonly width: number;
  readonly height: number;
  /** What the drawing tells a reader who cannot see it; empty when it only decorates. */
  readonly alt: string;
}

/**
 * An illustration as a sized `<img>`, so nothing shifts while it loads. A page's
 * first image (its banner) loads at once; the others wait until they near the viewport.
 */
export function IllustrationImage({
  image,
  first = false,
  className,
}: {
  readonly image: Illustration;
  readonly first?: boolean;
  readonly className?: string;
}) {
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={first ? undefined : "lazy"}
      decoding={first ? undefined : "async"}
      fetchPriority={first ? "high" : undefined}
    />
  );
}
