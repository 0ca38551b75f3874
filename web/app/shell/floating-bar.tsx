import { business } from "@ikey/contracts/business";
import type { MouseEvent } from "react";
import { useDialogs } from "../components/dialogs";
import { smoothScrollTo } from "../lib/smooth-scroll";
import * as m from "../paraglide/messages.js";
import { ArrowUpIcon, ChatIcon, FacebookIcon } from "./icons";

/**
 * The icon bar fixed to the side of every page. When it shows, and where, is CSS alone
 * (floating-bar.css): it adds no script to the page.
 */
export function FloatingBar() {
  const dialogs = useDialogs();

  const backToTop = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    smoothScrollTo(0);
    // Move focus with the view, so keyboard users continue from the top.
    document.getElementById("top")?.focus({ preventScroll: true });
  };

  return (
    <aside className="floating-bar" aria-label={m.quick_links_label()}>
      <a className="floating-button" href={business.socialUrl} target="_blank" rel="noopener noreferrer">
        <FacebookIcon />
        <span className="visually-hidden">{m.facebook_link()}</span>
      </a>
      <button type="button" className="floating-button" onClick={() => dialogs.open("contact")}>
        <ChatIcon />
        <span className="visually-hidden">{m.contact_us()}</span>
      </button>
      {/* biome-ignore lint/a11y/useValidAnchor: a real link to #top that works without script; the handler only animates it */}
      <a className="floating-button floating-back-to-top" href="#top" onClick={backToTop} data-testid="back-to-top">
        <ArrowUpIcon />
        <span className="visually-hidden">{m.back_to_top()}</span>
      </a>
    </aside>
  );
}
