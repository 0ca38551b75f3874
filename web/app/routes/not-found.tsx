import { business } from "@ikey/contracts/business";
import { resolveRedirect } from "@ikey/contracts/redirects";
import { redirect } from "react-router";
import { Link } from "../components/localized-link";
import * as m from "../paraglide/messages.js";
import type { Route } from "./+types/not-found";

export const meta = () => [{ title: m.not_found_title() }, { name: "robots", content: "noindex" }];

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
  const target = resolveRedirect(new URL(request.url).pathname, business.centreDirectoryUrl);
  if (target) throw redirect(target.location, target.status);
  return null;
}

export default function NotFound() {
  return (
    <div className="page">
      <div className="page-header">
        <h1>{m.not_found_heading()}</h1>
        <p className="lead">{m.not_found_text()}</p>
        <p>
          <Link to="/" className="button button-primary">
            {m.home_page_link()}
          </Link>
        </p>
      </div>
    </div>
  );
}
