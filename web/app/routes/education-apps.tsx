import educator from "content:product-pages/education-apps";
import pageIntro from "virtual:page-intro/education-apps";
import { FeatureRows } from "../components/feature-rows";
import { ProductBanner } from "../components/product-banner";
import { productPageText } from "../components/product-page-text";
import { productPictures } from "../data/product-pictures";
import { GetAppButtons } from "../features/downloads/get-app-buttons";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/product-pages.css?url";

export const meta = () => pageMeta(pageIntro);
export const handle = stylesheetHandle(styles);

const text = productPageText(educator, productPictures["education-apps"]);

export default function EducatorApp() {
  return (
    <div className="page">
      <ProductBanner intro={pageIntro} image={text.banner}>
        <p>{educator.summary}</p>
        <GetAppButtons app="ikey-educator" />
      </ProductBanner>
      <FeatureRows features={text.features} />
    </div>
  );
}
