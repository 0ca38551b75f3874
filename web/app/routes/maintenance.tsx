import page from "content:pages/maintenance";
import pageIntro from "virtual:page-intro/maintenance";
import { IllustrationImage } from "../components/illustration";
import { drawings } from "../data/drawings";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/product-pages.css?url";

export const meta = () => pageMeta(pageIntro);
export const handle = stylesheetHandle(styles);

// Its alt text carries the page's message.
if (!page.imageAlt) throw new Error("web/content/<language>/pages/maintenance.md needs an imageAlt");
const image = { ...drawings.maintenance, alt: page.imageAlt };

/**
 * The page is the picture. The heading stays for screen readers and the page
 * outline, hidden from view; the short message stays visible under the picture.
 */
export default function Maintenance() {
  const { heading, intro } = pageIntro;
  return (
    <div className="page maintenance">
      <h1 className="visually-hidden">{heading}</h1>
      <IllustrationImage image={image} first />
      <p className="lead">{intro}</p>
    </div>
  );
}
