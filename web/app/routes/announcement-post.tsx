import { ANNOUNCEMENTS_PATH, announcementPath } from "@ikey/contracts/announcements";
import { pageTitle } from "@ikey/contracts/site-pages";
import { data } from "react-router";
import { Link } from "../components/localized-link";
import { FeedParagraph, feedLink } from "../features/announcements/feed-link";
import { postAlternates, postBySlug } from "../features/announcements/live-post";
import { PostArticle } from "../features/announcements/post-article";
import { metaTags } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import * as m from "../paraglide/messages.js";
import styles from "../styles/product-pages.css?url";
import type { Route } from "./+types/announcement-post";

export const handle = stylesheetHandle(styles);

/**
 * Runs when the build prerenders each post (one per file of web/content/en/announcements/), and the
 * template the server fills with the console's posts (features/announcements/live-post.ts).
 */
export function loader({ params }: Route.LoaderArgs) {
  const post = postBySlug(params.slug);
  if (!post) throw data(null, { status: 404 });
  return post;
}

export const meta = ({ loaderData: post }: Route.MetaArgs) =>
  post
    ? [
        ...metaTags({
          title: pageTitle(post.title),
          description: post.summary,
          path: announcementPath(post.slug),
          alternates: postAlternates(post),
        }),
        feedLink(),
      ]
    : [];

export default function AnnouncementPost({ loaderData: post }: Route.ComponentProps) {
  return (
    <div className="page">
      <PostArticle
        post={post}
        first
        heading={
          <div className="page-header">
            <h1 id={`${post.slug}-title`}>{post.title}</h1>
          </div>
        }
      />
      <p className="post-all">
        <Link to={ANNOUNCEMENTS_PATH}>{m.announcement_all()}</Link>
      </p>
      <FeedParagraph />
    </div>
  );
}
