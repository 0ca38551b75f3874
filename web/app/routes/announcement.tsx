import posts from "content:announcements";
import pageIntro from "virtual:page-intro/announcement";
import { announcementPath } from "@ikey/contracts/announcements";
import { CMS_LIST_SLOT } from "@ikey/contracts/cms";
import { IntroPage } from "../components/intro-page";
import { Link } from "../components/localized-link";
import { FeedParagraph, feedLink } from "../features/announcements/feed-link";
import { PostArticle } from "../features/announcements/post-article";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/product-pages.css?url";
import type { Route } from "./+types/announcement";

export const meta = () => [...pageMeta(pageIntro), feedLink()];
export const handle = stylesheetHandle(styles);

// The posts of web/content/<language>/announcements/ (newest first) are imported; the loader
// gives only the place the server fills with the console's posts, which are newer than any of them
// (docs/decisions/0045-cms.md): an HTML comment until then.
export function loader() {
  return { live: CMS_LIST_SLOT };
}

// The page's first picture loads at once, as it may be the largest thing on the first screen.
const firstPicture = posts.findIndex((post) => post.image);

export default function Announcement({ loaderData }: Route.ComponentProps) {
  return (
    <IntroPage intro={pageIntro}>
      {/* Safe as HTML: the site's own post markup, filled by the server with escaped words */}
      <div className="cms-posts" dangerouslySetInnerHTML={{ __html: loaderData.live }} />
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
