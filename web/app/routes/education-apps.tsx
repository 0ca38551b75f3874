import pageIntro from "virtual:page-intro/education-apps";
import { FeatureRows } from "../components/feature-rows";
import { ProductBanner } from "../components/product-banner";
import { educatorBanner, educatorFeatures } from "../content/educator-app";
import { GetAppButtons } from "../features/downloads/get-app-buttons";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/product-pages.css?url";

export const meta = () => pageMeta(pageIntro);
export const handle = stylesheetHandle(styles);

export default function EducatorApp() {
  return (
    <div className="page">
      <ProductBanner intro={pageIntro} image={educatorBanner.image}>
        <p>{educatorBanner.summary}</p>
        <GetAppButtons app="ikey-educator" />
      </ProductBanner>
      <FeatureRows features={educatorFeatures} />
    </div>
  );
}
