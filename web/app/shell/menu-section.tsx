import { useLayoutEffect, useRef } from "react";
import { useDialogs } from "../components/dialogs";
import { NavLink } from "../components/localized-link";
import { SearchButton } from "../features/site-search/search-button";
import { pageNames } from "../lib/page-names";
import * as m from "../paraglide/messages.js";
import { LanguageSwitcher } from "./language-switcher";
import { SiteLinkGroups } from "./site-link-groups";

/**
 * The collapsible menu, over the page below the header rather than pushing it down. It slides
 * open by animating its grid row from 0fr to 1fr (see shell.css), and `inert` keeps the folded
 * links out of the tab order and the accessibility tree while the animation still plays. Its
 * first row holds search, Contact Us (which the desktop header has no room for), home and the
 * sitemap, then the site's link groups (site-groups.ts) follow: side by side on
 * a wide screen, one below another on a phone, where the panel scrolls (its height is
 * capped at the screen's) and opens at its top each time. The language choice is in the
 * first row only where the header has none (below the desktop header's width).
 */
export function MenuSection({ id, open }: { readonly id: string; readonly open: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  const dialogs = useDialogs();
  useLayoutEffect(() => {
    if (open && panel.current) panel.current.scrollTop = 0;
  }, [open]);
  return (
    <nav id={id} className="menu-section" data-open={open} aria-label={m.menu_label()} inert={!open}>
      <div className="menu-clip">
        <div className="menu-panel" ref={panel}>
          <div className="menu-top">
            <ul className="menu-top-links">
              <li>
                <SearchButton className="menu-link menu-search" />
              </li>
              <li>
                <button type="button" className="menu-link menu-search" onClick={() => dialogs.open("contact")}>
                  {m.contact_us()}
                </button>
              </li>
              <li>
                <NavLink to="/" end className="menu-link">
                  {pageNames.home()}
                </NavLink>
              </li>
              <li>
                <NavLink to="/sitemap" end className="menu-link">
                  {pageNames.sitemap()}
                </NavLink>
              </li>
            </ul>
            <LanguageSwitcher variant="menu" />
          </div>
          <SiteLinkGroups idPrefix="menu" linkClassName="menu-link" />
        </div>
      </div>
    </nav>
  );
}
