import { Link } from "../../components/localized-link";
import * as m from "../../paraglide/messages.js";

export interface Crumb {
  readonly name: string;
  /** English address; the last crumb, the page itself, has none. */
  readonly path?: string;
}

/** Where a help page sits: Help Centre › Parents › the article (WAI-ARIA breadcrumb pattern). */
export function Breadcrumb({ crumbs }: { readonly crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label={m.help_breadcrumb()} data-pagefind-ignore="">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.name}>
            {crumb.path ? <Link to={crumb.path}>{crumb.name}</Link> : <span aria-current="page">{crumb.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
