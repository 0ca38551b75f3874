import pageIntro from "virtual:page-intro/sitemap";
import { listedPages } from "@ikey/contracts/site-pages";
import { IntroPage } from "../components/intro-page";
import { Link } from "../components/localized-link";
import { pageMeta } from "../lib/page-meta";
import { pageNames } from "../lib/page-names";

export const meta = () => pageMeta(pageIntro);

/** The human sitemap, from the same page list as sitemap.xml. */
export default function Sitemap() {
  return (
    <IntroPage intro={pageIntro}>
      <ul className="sitemap-list">
        {listedPages.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{pageNames[page.id]()}</Link>
          </li>
        ))}
      </ul>
    </IntroPage>
  );
}
