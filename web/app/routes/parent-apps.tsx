import parent from "content:product-pages/parent-apps";
import pageIntro from "virtual:page-intro/parent-apps";
import { FeatureRows } from "../components/feature-rows";
import { ProductBanner } from "../components/product-banner";
import { productPageText } from "../components/product-page-text";
import { Prose } from "../components/prose";
import { productPictures } from "../data/product-pictures";
import { GetAppButtons } from "../features/downloads/get-app-buttons";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/product-pages.css?url";

export const meta = () => pageMeta(pageIntro);
export const handle = stylesheetHandle(styles);

const text = productPageText(parent, productPictures["parent-apps"]);

export default function ParentApp() {
  return (
    <div className="page">
      <ProductBanner intro={pageIntro} image={text.banner}>
        <p>{parent.summary}</p>
        <GetAppButtons app="ikey" />
        {/* The text before the first feature: where a parent with a pairing code goes. */}
        <Prose blocks={text.lead} />
      </ProductBanner>
      <FeatureRows features={text.features} />
    </div>
  );
}
