import { ANNOUNCEMENTS_FEED_PATH } from "@ikey/contracts/announcements";
import { localizePath } from "../../lib/site-language";
import * as m from "../../paraglide/messages.js";

/** The feed of this language's announcements, for a page's head: feed readers find it there. */
export function feedLink() {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: m.announcement_feed_title(),
    href: localizePath(ANNOUNCEMENTS_FEED_PATH),
  } as const;
}

/** The same feed, for a person: a file to give a feed reader, so an ordinary link, not the router's. */
export function FeedParagraph() {
  return (
    <p className="post-feed">
      <a href={localizePath(ANNOUNCEMENTS_FEED_PATH)} type="application/atom+xml">
        {m.announcement_feed()}
      </a>
    </p>
  );
}
