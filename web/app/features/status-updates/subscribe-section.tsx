import { lazyWhenVisible } from "../../lib/lazy-when-visible";
import * as m from "../../paraglide/messages.js";
import { STATUS_FEED_HREF } from "./update-paths";

// The form brings the site's form code, which no other part of this page uses: it loads as the
// box nears the screen, apart from the page's own code (and from the code every page shares).
const SubscribeBox = lazyWhenVisible("status-subscribe-heading", () =>
  import("./subscribe-form").then((module) => module.SubscribeBox),
);

/** "Get incident updates by e-mail" at the foot of Check App Status: the form and the Atom feed. */
export function SubscribeSection() {
  return (
    <section className="status-subscribe" aria-labelledby="status-subscribe-heading">
      <h2 id="status-subscribe-heading">{m.status_subscribe_heading()}</h2>
      <p>{m.status_subscribe_intro()}</p>
      <SubscribeBox />
      <p className="status-feed">
        {m.status_subscribe_feed_intro()}
        {__WORD_GAP__}
        <a href={STATUS_FEED_HREF} type="application/atom+xml">
          {m.status_subscribe_feed_link()}
        </a>
      </p>
    </section>
  );
}
