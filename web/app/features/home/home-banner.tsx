import { useDialogs } from "../../components/dialogs";
import { Link } from "../../components/localized-link";
import { PageHeader } from "../../components/page-header";
import bannerImage from "../../images/home/banner.svg";

export function HomeBanner() {
  const dialogs = useDialogs();
  return (
    <section className="home-banner" aria-labelledby="home-banner-heading">
      <div className="home-banner-text">
        <PageHeader id="home" headingId="home-banner-heading" />
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => dialogs.open("request-demo")}>
            Request a Demo
          </button>
          <Link to="/center-management-system" className="button button-secondary">
            Explore the CMS
          </Link>
        </div>
      </div>
      <img
        className="home-banner-image"
        src={bannerImage}
        width="640"
        height="480"
        alt="A centre, the iKEY centre management system on a laptop and the iKEY app on a phone"
        fetchPriority="high"
      />
    </section>
  );
}
