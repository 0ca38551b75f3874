import { IllustrationImage } from "../../components/illustration";
import { Prose } from "../../components/prose";
import { drawings } from "../../data/drawings";
import { SITE_LANGUAGE } from "../../lib/site-language";
import * as m from "../../paraglide/messages.js";
import type { LivePost } from "./live-post";

type Post = LivePost;

/** A post's picture, from the drawings' registry by the name its frontmatter gives. */
function pictureOf(post: Post) {
  if (!post.image) return null;
  const drawing = drawings[post.image as keyof typeof drawings];
  // Only when the site is built: a name that is not a drawing stops the prerendering of its page.
  if (!drawing) throw new Error(`announcements/${post.slug}.md: "${post.image}" is not a drawing of data/drawings.ts`);
  return { ...drawing, alt: post.imageAlt ?? "" };
}

/**
 * One announcement: its date, the note that it is in English when it has not been translated yet
 * (the post then carries `lang="en"`, so a screen reader reads it in English), its picture and its
 * words. `heading` is the post's title as the page places it (a link on the list of posts).
 */
export function PostArticle({
  post,
  heading,
  first,
}: {
  readonly post: Post;
  readonly heading: React.ReactNode;
  readonly first: boolean;
}) {
  const picture = pictureOf(post);
  return (
    <article
      id={post.slug}
      className="post"
      aria-labelledby={`${post.slug}-title`}
      lang={post.fallback ? post.language : undefined}
    >
      {heading}
      <p className="post-date" lang={post.fallback ? SITE_LANGUAGE : undefined}>
        {m.announcement_posted_on()} <time dateTime={post.date}>{post.labels.date}</time>
      </p>
      {post.fallback && (
        <p className="post-fallback" lang={SITE_LANGUAGE}>
          {m.announcement_in_english()}
        </p>
      )}
      {picture && <IllustrationImage className="post-image" image={picture} first={first} />}
      {post.html === undefined ? (
        <Prose blocks={post.blocks} />
      ) : (
        // A console post's body: the HTML the server rendered from its Markdown with the renderer the
        // blocks above go through (contracts/prose-html.ts, held equal to Prose by its test).
        // Safe as HTML: made by the site's own renderer, which escapes every word
        <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
      )}
    </article>
  );
}
