import pageIntro from "virtual:page-intro/home";
import { useDialogs } from "../../components/dialogs";
import { Link } from "../../components/localized-link";
import { PageHeader } from "../../components/page-header";
import { homeScreens } from "../../data/home-screens";
import * as m from "../../paraglide/messages.js";

/** `latest`: the line naming the newest post, as markup (routes/home.tsx's loader, or the server's). */
export function HomeBanner({ latest }: { readonly latest: string }) {
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
        {latest && (
          // Safe as HTML: the site's own component's markup (features/announcements/fragments.server.tsx), filled by the server with escaped words
          <p className="latest-news" dangerouslySetInnerHTML={{ __html: latest }} />
        )}
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
