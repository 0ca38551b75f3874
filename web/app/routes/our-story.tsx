import pageIntro from "virtual:page-intro/our-story";
import { IllustrationImage } from "../components/illustration";
import { IntroPage } from "../components/intro-page";
import { Prose } from "../components/prose";
import { ourStoryBlocks, ourStoryImage } from "../content/our-story";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/product-pages.css?url";

export const meta = () => pageMeta(pageIntro);
export const handle = stylesheetHandle(styles);

export default function OurStory() {
  return (
    <IntroPage intro={pageIntro}>
      <div className="story">
        <IllustrationImage className="story-image" image={ourStoryImage} first />
        <Prose blocks={ourStoryBlocks} />
      </div>
    </IntroPage>
  );
}
