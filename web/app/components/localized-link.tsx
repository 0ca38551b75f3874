import type { ComponentProps } from "react";
import { Link as RouterLink, NavLink as RouterNavLink } from "react-router";
import { localizePath } from "../lib/site-language";

type To = ComponentProps<typeof RouterLink>["to"];

function localizeTo(to: To): To {
  if (typeof to === "string") return localizePath(to);
  return to.pathname ? { ...to, pathname: localizePath(to.pathname) } : to;
}

/**
 * React Router's links, kept in the page's language: `<Link to="/faq">` leads to /ms/faq on a
 * Malay page. The linter makes every public page's link come from here (biome.json).
 */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={localizeTo(to)} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={localizeTo(to)} {...props} />;
}
