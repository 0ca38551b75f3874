import { useMatches } from "react-router";

/**
 * Route stylesheets, inlined into the prerendered pages.
 *
 * A route lists its stylesheets in its `handle` (`export const handle =
 * stylesheetHandle(href)`) rather than in `links`, and the root renders them
 * with <Stylesheets />. Prerendering writes a <link> per sheet; the build then
 * swaps each for a <style data-href> holding the sheet (web/scripts/postbuild.mjs),
 * so the first paint waits for no stylesheet request. While hydrating, this
 * component finds those <style> elements and renders them as they are. A sheet
 * the page does not hold yet (a client-side navigation to another kind of page)
 * becomes a React stylesheet resource, which holds the navigation until it has
 * loaded instead of showing the new page unstyled
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

/** The sheets the build inlined into this document, read once as the app's code starts. */
const inlinedSheets: ReadonlyMap<string, string> =
  typeof document === "undefined"
    ? new Map()
    : new Map(
        [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].map((style) => [
          style.dataset.href ?? "",
          style.textContent ?? "",
        ]),
      );

export function Stylesheets() {
  const hrefs = new Set(
    useMatches().flatMap((match) => (hasStylesheets(match.handle) ? match.handle.stylesheets : [])),
  );
  return [...hrefs].map((href) => {
    const css = inlinedSheets.get(href);
    if (css !== undefined) {
      // The same element, with the same text, that the prerendered page holds; hydration keeps it.
      return <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: css }} />;
    }
    if (typeof document === "undefined") return <link key={href} rel="stylesheet" href={href} />;
    return <link key={href} rel="stylesheet" href={href} precedence="route" />;
  });
}
