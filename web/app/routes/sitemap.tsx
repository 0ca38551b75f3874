import pageIntro from "virtual:page-intro/sitemap";
import { featuredPages } from "@ikey/contracts/site-pages";
import { IntroPage } from "../components/intro-page";
import { Link } from "../components/localized-link";
import { pageMeta } from "../lib/page-meta";
import { pageNames } from "../lib/page-names";

export const meta = () => pageMeta(pageIntro);

/** The human sitemap, from the same page list as sitemap.xml, less a campaign that is not running. */
export default function Sitemap() {
  return (
    <IntroPage intro={pageIntro}>
      <ul className="sitemap-list">
        {featuredPages(__PAGE_PHASES__).map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{pageNames[page.id]()}</Link>
          </li>
        ))}
      </ul>
    </IntroPage>
  );
}
