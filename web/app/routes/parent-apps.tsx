import pageIntro from "virtual:page-intro/parent-apps";
import { FeatureRows } from "../components/feature-rows";
import { ProductBanner } from "../components/product-banner";
import { Prose } from "../components/prose";
import { parentBanner, parentFeatures } from "../content/parent-app";
import { GetAppButtons } from "../features/downloads/get-app-buttons";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/product-pages.css?url";

export const meta = () => pageMeta(pageIntro);
export const handle = stylesheetHandle(styles);

export default function ParentApp() {
  return (
    <div className="page">
      <ProductBanner intro={pageIntro} image={parentBanner.image}>
        <p>{parentBanner.summary}</p>
        <GetAppButtons app="ikey" />
        <Prose blocks={parentBanner.pairing} />
      </ProductBanner>
      <FeatureRows features={parentFeatures} />
    </div>
  );
}
