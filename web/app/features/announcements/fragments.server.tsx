import { announcementPath } from "@ikey/contracts/announcements";
import type { CmsFragments } from "@ikey/contracts/cms";
import { renderToStaticMarkup } from "react-dom/server";
import { localizePath } from "../../lib/site-language";
import { LatestNews } from "./latest-news";
import { type LivePost, postBySlug, templateSlug } from "./live-post";
import { PostArticle } from "./post-article";

/*
 * Markup the site's own components write, as strings: only when the build prerenders (a
 * `.server` module never reaches the browser). The server fills the console's posts into the
 * same markup (docs/decisions/0045-cms.md), so a post the console wrote looks like one the
 * repository holds, in the list and on the home page.
 */

/** The home page's line for `post`. */
export function latestNewsHtml(post: LivePost): string {
  return renderToStaticMarkup(<LatestNews post={post} />);
}

/** A post as the list of posts shows it (its title a plain link: the page is the server's). */
function listEntryHtml(post: LivePost): string {
  return renderToStaticMarkup(
    <PostArticle
      post={post}
      first={false}
      heading={
        <h2 id={`${post.slug}-title`}>
          <a href={localizePath(announcementPath(post.slug))}>{post.title}</a>
        </h2>
      }
    />,
  );
}

/** Both, with a slot for each field, for the server to fill (the help centre's are its own). */
export function cmsFragments(): Omit<CmsFragments, "helpListEntry" | "searchSection"> {
  const slots = postBySlug(templateSlug) as LivePost;
  return { listEntry: listEntryHtml(slots), latest: latestNewsHtml(slots) };
}
