import posts from "content:announcements";
import pageIntro from "virtual:page-intro/announcement";
import { announcementPath } from "@ikey/contracts/announcements";
import { IntroPage } from "../components/intro-page";
import { Link } from "../components/localized-link";
import { FeedParagraph, feedLink } from "../features/announcements/feed-link";
import { PostArticle } from "../features/announcements/post-article";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/product-pages.css?url";

export const meta = () => [...pageMeta(pageIntro), feedLink()];
export const handle = stylesheetHandle(styles);

// The posts of web/content/<language>/announcements/ (newest first) are imported rather than
// loaded: a loader's `.data` file beside the page would need a static host rule of its own.

// The page's first picture loads at once, as it may be the largest thing on the first screen.
const firstPicture = posts.findIndex((post) => post.image);

export default function Announcement() {
  return (
    <IntroPage intro={pageIntro}>
      {posts.map((post, index) => (
        <PostArticle
          key={post.slug}
          post={post}
          first={index === firstPicture}
          heading={
            <h2 id={`${post.slug}-title`}>
              <Link to={announcementPath(post.slug)}>{post.title}</Link>
            </h2>
          }
        />
      ))}
      <FeedParagraph />
    </IntroPage>
  );
}
