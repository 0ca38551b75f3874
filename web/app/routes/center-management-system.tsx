import pageIntro from "virtual:page-intro/center-management-system";
import { useDialogs } from "../components/dialogs";
import { FeatureRows } from "../components/feature-rows";
import { ProductBanner } from "../components/product-banner";
import { Prose } from "../components/prose";
import { cmsApplication, cmsBanner, cmsFeatures, cmsWhyUs } from "../content/center-management-system";
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

export default function CentreManagementSystem() {
  const dialogs = useDialogs();
  return (
    <div className="page cms-page">
      <ProductBanner intro={pageIntro} image={cmsBanner.image}>
        <p>{cmsBanner.summary}</p>
        <div className="banner-actions">
          <button type="button" className="button button-primary" onClick={() => dialogs.open("request-demo")}>
            {cmsBanner.applyLabel}
          </button>
        </div>
        <p className="pricing-note">{cmsBanner.pricing}</p>
      </ProductBanner>

      <FeatureRows features={cmsFeatures} />

      <section className="why-us" aria-labelledby="why-us-heading">
        <h2 id="why-us-heading">{cmsWhyUs.heading}</h2>
        <ul className="why-us-points">
          {cmsWhyUs.points.map((point) => (
            <li key={point.heading}>
              <h3>{point.heading}</h3>
              <Prose blocks={point.blocks} />
            </li>
          ))}
        </ul>
      </section>

      <section id="application-form" className="application-form" aria-labelledby="application-form-heading">
        <h2 id="application-form-heading">{cmsApplication.heading}</h2>
        <Prose blocks={cmsApplication.blocks} />
        {/* The same wizard as /sign-up. */}
        <div className="form-panel">
          <SignUpWizard />
        </div>
      </section>
    </div>
  );
}
