import { use } from "react";
import { useMatches } from "react-router";

/**
 * Route stylesheets, inlined into the prerendered pages.
 *
 * A route lists its stylesheets in its `handle` (`export const handle =
 * stylesheetHandle(href)`) rather than in `links`, and the root renders them
 * with <Stylesheets />. Prerendering writes a <link> per sheet; the build then
 * swaps each for a <style data-href> holding the sheet (web/scripts/postbuild.mjs),
 * so the first paint waits for no stylesheet request. While hydrating, this
 * component renders those same <style> elements from the page, so React keeps
 * them. A sheet the page does not hold yet (a client-side navigation to another
 * kind of page) is fetched first, holding the navigation, and then rendered the
 * same way, in its place after the site's sheet: the new page never shows
 * unstyled, and the sheets of the page left behind go with it
 * (docs/decisions/0010-inline-critical-resources.md).
 */

export interface StylesheetHandle {
  readonly stylesheets: readonly string[];
}

export function stylesheetHandle(...hrefs: readonly string[]): StylesheetHandle {
  return { stylesheets: hrefs };
}

function hasStylesheets(handle: unknown): handle is StylesheetHandle {
  return typeof handle === "object" && handle !== null && Array.isArray((handle as StylesheetHandle).stylesheets);
}

/** Each sheet's text once known: those the build inlined into this document, then those fetched since. */
const knownSheets = new Map<string, string>(
  typeof document === "undefined"
    ? []
    : [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].map((style) => [
        style.dataset.href ?? "",
        style.textContent ?? "",
      ]),
);
const fetchingSheets = new Map<string, Promise<string | null>>();

/** Fetches a sheet once; null if it could not be fetched, and the sheet is linked instead. */
function fetchSheet(href: string): Promise<string | null> {
  let text = fetchingSheets.get(href);
  if (!text) {
    text = fetch(href)
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null)
      .then((css) => {
        if (css !== null) knownSheets.set(href, css);
        return css;
      });
    fetchingSheets.set(href, text);
  }
  return text;
}

function Stylesheet({ href }: { readonly href: string }) {
  // A page served as the dev server or an older build writes it, with the sheet linked: keep that link.
  const linked =
    typeof document === "undefined" || document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`);
  // Suspending holds a client-side navigation (a transition) until the sheet is here.
  const css = linked ? null : (knownSheets.get(href) ?? use(fetchSheet(href)));
  if (css === null) return <link rel="stylesheet" href={href} />;
  return <style data-href={href} dangerouslySetInnerHTML={{ __html: css }} />;
}

export function Stylesheets() {
  const hrefs = new Set(
    useMatches().flatMap((match) => (hasStylesheets(match.handle) ? match.handle.stylesheets : [])),
  );
  return [...hrefs].map((href) => <Stylesheet key={href} href={href} />);
}
