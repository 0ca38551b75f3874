import { announcementPath } from "@ikey/contracts/announcements";
import { localizePath } from "../../lib/site-language";
import * as m from "../../paraglide/messages.js";
import type { LivePost } from "./live-post";

/**
 * The home page's line naming the newest post, in place of a note that went stale: what a
 * visitor sees first tells them the site is kept. A plain link: the console's posts are pages the
 * server fills, which are loaded whole.
 */
export function LatestNews({ post }: { readonly post: Pick<LivePost, "slug" | "title" | "date" | "labels"> }) {
  return (
    <>
      <strong>{m.pages_label_with_colon({ label: m.announcement_latest() })}</strong>
      {__WORD_GAP__}
      <a href={localizePath(announcementPath(post.slug))}>{post.title}</a>
      {__WORD_GAP__}
      <time dateTime={post.date}>{post.labels.date}</time>
    </>
  );
}
