import parent from "content:product-pages/parent-apps";
import pageIntro from "virtual:page-intro/parent-apps";
import { FeatureRows } from "../components/feature-rows";
import { ProductBanner } from "../components/product-banner";
import { type ProductPictures, productPageText } from "../components/product-page-text";
import { Prose } from "../components/prose";
import { parentScreens } from "../data/parent-app-screens";
import { GetAppButtons } from "../features/downloads/get-app-buttons";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/product-pages.css?url";

export const meta = () => pageMeta(pageIntro);
export const handle = stylesheetHandle(styles);

/** The banner's picture, and each feature row's by its `##` id in the page's text, which describes them. */
const pictures: ProductPictures = {
  banner: parentScreens["parent-home"],
  features: {
    announcement: parentScreens["parent-announcement"],
    "invoices-and-receipts": parentScreens["parent-invoice"],
    gallery: parentScreens["parent-gallery"],
    videos: parentScreens["parent-video"],
    attendance: parentScreens["parent-attendance"],
    reports: parentScreens["parent-report"],
    "leave-application": parentScreens["parent-leave"],
    "parents-q-and-a": parentScreens["parent-questions"],
  },
};

const text = productPageText(parent, pictures);

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
