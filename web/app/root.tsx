import { languageInfo } from "@ikey/contracts/languages";
import { pageTitle, SITE_NAME } from "@ikey/contracts/site-pages";
import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { consoleMeta } from "./lib/console/console-meta";
import { ParsedFirstPaint, SHELL_END_ID } from "./lib/parsed-first-paint";
import { localizePath, SITE_LANGUAGE } from "./lib/site-language";
import { Stylesheets, stylesheetHandle } from "./lib/stylesheets";
import * as m from "./paraglide/messages.js";
import { SiteShell } from "./shell/site-shell";
import stylesheet from "./styles/site.css?url";

export const handle = stylesheetHandle(stylesheet);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * The title of a page no route below gives one: the single-page fallback (__spa-fallback.html),
 * and a page whose loading failed, shown by the ErrorBoundary below (the console's too). Never empty.
 */
export const meta: Route.MetaFunction = ({ matches, error }) => {
  if (matches.some(isConsoleRoute)) return consoleMeta();
  return [{ title: error ? pageTitle(m.error_heading()) : SITE_NAME }];
};

/**
 * Whether a matched route is the staff console's (routes/staff.tsx, by its handle). Told by the
 * handle, not by the console's path from the contracts: that module holds the console's CSRF header
 * and shares a chunk with the console's code, which no public page may load.
 */
function isConsoleRoute(match: { readonly handle?: unknown } | undefined): boolean {
  return (match?.handle as { console?: boolean } | undefined)?.console === true;
}

/** The staff console has a frame of its own instead of the site's shell. */
function useConsoleFrame(): boolean {
  return useMatches().some(isConsoleRoute);
}

export function Layout({ children }: { readonly children: ReactNode }) {
  const inConsole = useConsoleFrame();
  return (
    <html lang={languageInfo[SITE_LANGUAGE].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5cab" />
        <Meta />
        <Links />
        <Stylesheets />
        {!inConsole && <ParsedFirstPaint />}
      </head>
      <body>
        {inConsole ? children : <SiteShell>{children}</SiteShell>}
        <ScrollRestoration id={SHELL_END_ID} />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the moment the page is interactive; end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/** An unexpected failure while rendering a page: say so plainly and offer a way on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : m.error_heading();
  return (
    <div className="page">
      <div className="page-header">
        <h1>{message}</h1>
        <p className="lead">{m.error_text()}</p>
        <p>
          <a href={localizePath("/")}>{m.home_page_link()}</a>
        </p>
      </div>
    </div>
  );
}
