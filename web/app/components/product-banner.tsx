import type { ReactNode } from "react";
import type { PageIntro } from "../../build-plugins/page-intros";
import { type Illustration, IllustrationImage } from "./illustration";
import { PageHeader } from "./page-header";

/**
 * The top of a product page: its heading and introduction, the page's own
 * actions (Apply Now, Get App), and the page's first, eagerly loaded drawing.
 */
export function ProductBanner({
  intro,
  image,
  children,
}: {
  readonly intro: PageIntro;
  readonly image: Illustration;
  readonly children?: ReactNode;
}) {
  return (
    <section className="product-banner">
      <div className="product-banner-text">
        <PageHeader intro={intro} />
        {children}
      </div>
      <div className="product-banner-media">
        <IllustrationImage image={image} first />
      </div>
    </section>
  );
}
