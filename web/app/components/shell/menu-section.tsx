import { listedPages } from "@ikey/contracts/site-pages";
import { NavLink } from "react-router";

/**
 * The collapsible menu. It slides open by animating its grid row from 0fr to 1fr
 * (see site.css), and `inert` keeps the folded links out of the tab order and the
 * accessibility tree while the animation still plays.
 */
export function MenuSection({ id, open }: { readonly id: string; readonly open: boolean }) {
  return (
    <nav id={id} className="menu-section" data-open={open} aria-label="Site menu" inert={!open}>
      <div className="menu-clip">
        <ul className="menu-list">
          {listedPages.map((page) => (
            <li key={page.path}>
              <NavLink to={page.path} end className="menu-link">
                {page.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
