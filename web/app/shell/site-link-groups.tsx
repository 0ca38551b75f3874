import { pageById } from "@ikey/contracts/site-pages";
import { Link, NavLink } from "../components/localized-link";
import { pageNames } from "../lib/page-names";
import { type GroupLink, siteGroups } from "./site-groups";

function GroupLinkItem({ link, className }: { readonly link: GroupLink; readonly className: string }) {
  switch (link.kind) {
    case "page":
      return (
        <NavLink to={pageById(link.page).path} end className={className}>
          {pageNames[link.page]()}
        </NavLink>
      );
    // A plain Link: NavLink matches on the path alone, and would mark it current on the product page.
    case "anchor":
      return (
        <Link to={link.to} className={className}>
          {link.label()}
        </Link>
      );
    // A fragment of this page, which the shell answers by opening the dialog (site-dialogs.tsx).
    case "dialog":
      return (
        <a href={`#${link.hash}`} className={className}>
          {link.label()}
        </a>
      );
  }
}

/**
 * The site's link groups (site-groups.ts), each a heading, a line on who it is for and its list of
 * links, so a screen reader can move from group to group by heading. (The list is not also named by
 * the heading: an aria-labelledby on a list is allowed but advised against, and html-validate refuses
 * it.) `idPrefix` keeps the ids of the menu's copy apart from the footer's.
 */
export function SiteLinkGroups({
  idPrefix,
  linkClassName,
  fold = false,
}: {
  readonly idPrefix: string;
  readonly linkClassName: string;
  /** Each group a disclosure, folded until opened (the footer on a phone): its heading is the summary. */
  readonly fold?: boolean;
}) {
  return (
    <div className="link-groups">
      {siteGroups.map((group) => {
        const heading = (
          <h2 id={`${idPrefix}-${group.id}`} className="link-group-title">
            {group.title()}
          </h2>
        );
        const links = (
          <>
            <p className="link-group-description">{group.description()}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.kind === "page" ? link.page : link.kind === "anchor" ? link.to : link.hash}>
                  <GroupLinkItem link={link} className={linkClassName} />
                </li>
              ))}
            </ul>
          </>
        );
        return fold ? (
          <details key={group.id} className="link-group" data-group={group.id}>
            <summary>{heading}</summary>
            {links}
          </details>
        ) : (
          <div key={group.id} className="link-group" data-group={group.id}>
            {heading}
            {links}
          </div>
        );
      })}
    </div>
  );
}
