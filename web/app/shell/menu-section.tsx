import { listedPages } from "@ikey/contracts/site-pages";
import { useLayoutEffect, useRef } from "react";
import { NavLink } from "../components/localized-link";
import { SearchButton } from "../features/site-search/search-button";
import { pageNames } from "../lib/page-names";
import * as m from "../paraglide/messages.js";
import { LanguageSwitcher } from "./language-switcher";

/**
 * The collapsible menu. It slides open by animating its grid row from 0fr to 1fr
 * (see shell.css), and `inert` keeps the folded links out of the tab order and the
 * accessibility tree while the animation still plays. On a small screen the list
 * scrolls (its height is capped at the screen's), and it opens at its top each time.
 */
export function MenuSection({ id, open }: { readonly id: string; readonly open: boolean }) {
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    if (open && list.current) list.current.scrollTop = 0;
  }, [open]);
  return (
    <nav id={id} className="menu-section" data-open={open} aria-label={m.menu_label()} inert={!open}>
      <div className="menu-clip">
        <LanguageSwitcher variant="menu" />
        <ul className="menu-list" ref={list}>
          <li>
            <SearchButton className="menu-link menu-search" />
          </li>
          {listedPages.map((page) => (
            <li key={page.path}>
              <NavLink to={page.path} end className="menu-link">
                {pageNames[page.id]()}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
