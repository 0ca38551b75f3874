import story from "content:pages/our-story";
import pageIntro from "virtual:page-intro/our-story";
import { IllustrationImage } from "../components/illustration";
import { IntroPage } from "../components/intro-page";
import { Prose } from "../components/prose";
import { drawings } from "../data/drawings";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/product-pages.css?url";

export const meta = () => pageMeta(pageIntro);
export const handle = stylesheetHandle(styles);

// The words are web/content/<language>/pages/our-story.md, the picture's description with them.
const image = { ...drawings["our-story"], alt: story.imageAlt ?? "" };

export default function OurStory() {
  return (
    <IntroPage intro={pageIntro}>
      <div className="story">
        <IllustrationImage className="story-image" image={image} first />
        <Prose blocks={story.blocks} />
      </div>
    </IntroPage>
  );
}
