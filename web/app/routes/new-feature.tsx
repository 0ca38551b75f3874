import { IllustrationImage } from "../components/illustration";
import { IntroPage } from "../components/intro-page";
import { pairingFeature } from "../content/new-feature";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/product-pages.css?url";

export const meta = () => pageMeta("new-feature");
export const handle = stylesheetHandle(styles);

export default function NewFeature() {
  return (
    <IntroPage id="new-feature">
      <figure className="feature-figure">
        <IllustrationImage image={pairingFeature.image} first />
        <figcaption>{pairingFeature.caption}</figcaption>
      </figure>
    </IntroPage>
  );
}
