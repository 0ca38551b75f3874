import feature from "content:pages/new-feature";
import pageIntro from "virtual:page-intro/new-feature";
import { IllustrationImage } from "../components/illustration";
import { IntroPage } from "../components/intro-page";
import { drawings } from "../data/drawings";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/product-pages.css?url";

export const meta = () => pageMeta(pageIntro);
export const handle = stylesheetHandle(styles);

// The picture of the feature, described, and its caption: one paragraph.
const [first, ...rest] = feature.blocks;
if (!feature.imageAlt || first?.type !== "p" || typeof first.text !== "string" || rest.length > 0) {
  throw new Error("web/content/<language>/pages/new-feature.md needs an imageAlt and one paragraph without links");
}
const image = { ...drawings["pairing-code"], alt: feature.imageAlt };
const caption = first.text;

export default function NewFeature() {
  return (
    <IntroPage intro={pageIntro}>
      <figure className="feature-figure">
        <IllustrationImage image={image} first />
        <figcaption>{caption}</figcaption>
      </figure>
    </IntroPage>
  );
}
