import { listedPages } from "@ikey/contracts/site-pages";
import { Link } from "react-router";
import { IntroPage } from "../components/intro-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("sitemap");

/** The human sitemap, from the same page list as sitemap.xml. */
export default function Sitemap() {
  return (
    <IntroPage id="sitemap">
      <ul className="sitemap-list">
        {listedPages.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.name}</Link>
          </li>
        ))}
      </ul>
    </IntroPage>
  );
}
