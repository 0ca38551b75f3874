import { type Illustration, IllustrationImage } from "./illustration";
import { type Block, Prose } from "./prose";

/** One feature of a product page: a heading, its copy and a drawing. */
export interface Feature {
  /** Fragment id of the row, so a feature can be linked to directly. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly Block[];
  readonly image: Illustration;
}

/**
 * Feature rows of the product pages: picture and text side by side on wide
 * screens, the picture switching sides every other row (see product-pages.css);
 * stacked, picture first, on phones. They sit below a banner, so every image is lazy.
 */
export function FeatureRows({ features }: { readonly features: readonly Feature[] }) {
  return (
    <div className="feature-rows">
      {features.map((feature) => (
        <section key={feature.id} id={feature.id} className="feature-row">
          <div className="feature-row-media">
            <IllustrationImage image={feature.image} />
          </div>
          <div className="feature-row-text">
            <h2>{feature.heading}</h2>
            <Prose blocks={feature.blocks} />
          </div>
        </section>
      ))}
    </div>
  );
}
