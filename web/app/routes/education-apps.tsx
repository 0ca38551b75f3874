import educator from "content:product-pages/education-apps";
import pageIntro from "virtual:page-intro/education-apps";
import { FeatureRows } from "../components/feature-rows";
import { ProductBanner } from "../components/product-banner";
import { type ProductPictures, productPageText } from "../components/product-page-text";
import { drawings } from "../data/drawings";
import { parentScreens } from "../data/parent-app-screens";
import { GetAppButtons } from "../features/downloads/get-app-buttons";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/product-pages.css?url";

export const meta = () => pageMeta(pageIntro);
export const handle = stylesheetHandle(styles);

/** The banner's picture, and each feature row's by its `##` id in the page's text, which describes them. */
const pictures: ProductPictures = {
  banner: drawings["educator-app"],
  features: {
    announcement: parentScreens["parent-announcement"],
    "check-in-out": drawings["thermometer-pairing"],
    attendance: drawings.classroom,
  },
};

const text = productPageText(educator, pictures);

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
