import pageIntro from "virtual:page-intro/home";
import { useDialogs } from "../../components/dialogs";
import { Link } from "../../components/localized-link";
import { PageHeader } from "../../components/page-header";
import { homeScreens } from "../../data/home-screens";
import * as m from "../../paraglide/messages.js";

export function HomeBanner() {
  const dialogs = useDialogs();
  return (
    <section className="home-banner" aria-labelledby="home-banner-heading">
      <div className="home-banner-text">
        <PageHeader intro={pageIntro} headingId="home-banner-heading" />
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => dialogs.open("request-demo")}>
            {m.home_request_demo()}
          </button>
          <Link to="/center-management-system" className="button button-secondary">
            {m.home_explore_cms()}
          </Link>
        </div>
      </div>
      <img
        className="home-banner-image"
        src={homeScreens["home-banner"].src}
        width={homeScreens["home-banner"].width}
        height={homeScreens["home-banner"].height}
        alt={m.home_banner_image_alt()}
        fetchPriority="high"
      />
    </section>
  );
}
