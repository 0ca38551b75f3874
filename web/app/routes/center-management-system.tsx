import cms from "content:product-pages/center-management-system";
import pageIntro from "virtual:page-intro/center-management-system";
import { useDialogs } from "../components/dialogs";
import { FeatureRows } from "../components/feature-rows";
import { splitAt } from "../components/page-sections";
import { ProductBanner } from "../components/product-banner";
import { type ProductPictures, productPageText } from "../components/product-page-text";
import { Prose } from "../components/prose";
import { drawings } from "../data/drawings";
import { parentScreens } from "../data/parent-app-screens";
import { lazyWhenVisible } from "../lib/lazy-when-visible";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/product-pages.css?url";

export const meta = () => pageMeta(pageIntro);
export const handle = stylesheetHandle(styles);

// The wizard sits at the foot of the page and brings the zod contracts: load it on approach.
// Its prerendered HTML is there from the start.
const SignUpWizard = lazyWhenVisible("application-form-heading", () =>
  import("../features/centre-sign-up/sign-up-wizard").then((module) => module.SignUpWizard),
);

/** The banner's picture, and each feature row's by its `##` id in the page's text, which describes them. */
const pictures: ProductPictures = {
  banner: drawings["cms-dashboard"],
  features: {
    invoicing: parentScreens["parent-invoice"],
    announcement: parentScreens["parent-announcement"],
    gallery: parentScreens["parent-gallery"],
    "data-management": drawings["data-management"],
    attendance: parentScreens["parent-attendance"],
    "student-report": parentScreens["parent-report"],
  },
};

const text = productPageText(cms, pictures);
const whyUs = text.section("why-us");
const application = text.section("application-form");
if (!cms.applyLabel || !cms.pricing) {
  throw new Error("product-pages/center-management-system.md needs an applyLabel and a pricing line");
}
/** Why centres choose iKEY: each `###` is a point. */
const points = splitAt(whyUs.blocks, "h3").sections;

export default function CentreManagementSystem() {
  const dialogs = useDialogs();
  return (
    <div className="page cms-page">
      <ProductBanner intro={pageIntro} image={text.banner}>
        <p>{cms.summary}</p>
        <div className="banner-actions">
          <button type="button" className="button button-primary" onClick={() => dialogs.open("request-demo")}>
            {cms.applyLabel}
          </button>
        </div>
        <p className="pricing-note">{cms.pricing}</p>
      </ProductBanner>

      <FeatureRows features={text.features} />

      <section className="why-us" aria-labelledby="why-us-heading">
        <h2 id="why-us-heading">{whyUs.heading}</h2>
        <ul className="why-us-points">
          {points.map((point) => (
            <li key={point.heading}>
              <h3>{point.heading}</h3>
              <Prose blocks={point.blocks} />
            </li>
          ))}
        </ul>
      </section>

      <section id="application-form" className="application-form" aria-labelledby="application-form-heading">
        <h2 id="application-form-heading">{application.heading}</h2>
        <Prose blocks={application.blocks} />
        {/* The same wizard as /sign-up. */}
        <div className="form-panel">
          <SignUpWizard />
        </div>
      </section>
    </div>
  );
}
