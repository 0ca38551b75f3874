import pageIntro from "virtual:page-intro/new-feature";
import { IllustrationImage } from "../components/illustration";
import { IntroPage } from "../components/intro-page";
import { pairingFeature } from "../content/new-feature";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/product-pages.css?url";

export const meta = () => pageMeta(pageIntro);
export const handle = stylesheetHandle(styles);

export default function NewFeature() {
  return (
    <IntroPage intro={pageIntro}>
      <figure className="feature-figure">
        <IllustrationImage image={pairingFeature.image} first />
        <figcaption>{pairingFeature.caption}</figcaption>
      </figure>
    </IntroPage>
  );
}
