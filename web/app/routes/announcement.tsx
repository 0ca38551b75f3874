import pageIntro from "virtual:page-intro/announcement";
import { IllustrationImage } from "../components/illustration";
import { IntroPage } from "../components/intro-page";
import { Prose } from "../components/prose";
import { posts } from "../content/announcement";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import * as m from "../paraglide/messages.js";
import styles from "../styles/product-pages.css?url";

export const meta = () => pageMeta(pageIntro);
export const handle = stylesheetHandle(styles);

export default function Announcement() {
  return (
    <IntroPage intro={pageIntro}>
      {posts.map((post, index) => (
        <article key={post.id} id={post.id} className="post" aria-labelledby={`${post.id}-title`}>
          <h2 id={`${post.id}-title`}>{post.title}</h2>
          <p className="post-date">
            {m.announcement_posted_on()} <time dateTime={post.date}>{post.dateLabel}</time>
          </p>
          <IllustrationImage className="post-image" image={post.image} first={index === 0} />
          <Prose blocks={post.blocks} />
        </article>
      ))}
    </IntroPage>
  );
}
