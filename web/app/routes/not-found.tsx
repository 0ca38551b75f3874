import { resolveRedirect } from "@ikey/contracts/redirects";
import { NOT_FOUND_TITLE } from "@ikey/contracts/site-pages";
import { Link, redirect } from "react-router";
import { siteConfig } from "../lib/site-config";
import type { Route } from "./+types/not-found";

export const NOT_FOUND_HEADING = "Error 404 - Page Not Found";
export const NOT_FOUND_TEXT =
  "The specified file was not found on this website. Please check the URL for mistakes and try again.";

export const meta = () => [{ title: NOT_FOUND_TITLE }, { name: "robots", content: "noindex" }];

/**
 * Runs once, at build time, when /404 is prerendered; the page needs no data.
 * It is here for what it tells React Router: a route with a clientLoader and no
 * loader must run that clientLoader while hydrating, so the prerender would write
 * the hydrate fallback (an empty <main>) instead of the page. With a loader, the
 * prerendered page is the page, and the clientLoader runs only on navigation.
 */
export function loader() {
  return null;
}

/**
 * During client-side navigation an old address must still redirect, as it does
 * when the server answers it. The same function decides in both places, and it
 * runs before the page renders, so a redirect never shows the not-found page
 * first. It does not run on a full page load: there the server has already
 * redirected.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const target = resolveRedirect(new URL(request.url).pathname, siteConfig.CENTRE_DIRECTORY_URL);
  if (target) throw redirect(target.location, target.status);
  return null;
}

export default function NotFound() {
  return (
    <div className="page">
      <div className="page-header">
        <h1>{NOT_FOUND_HEADING}</h1>
        <p className="lead">{NOT_FOUND_TEXT}</p>
        <p>
          <Link to="/" className="button button-primary">
            Go to the home page
          </Link>
        </p>
      </div>
    </div>
  );
}
