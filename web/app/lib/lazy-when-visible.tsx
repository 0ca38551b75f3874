import { type ComponentType, lazy, memo, Suspense } from "react";

/** Resolves once the element with `id` comes within `margin` of the viewport. */
export function nearViewport(id: string, margin: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}

/**
 * A component whose code loads only when its place on the page nears the
 * viewport. The prerender waits for it, so its HTML is in the page from the
 * start; in the browser React keeps that HTML, still and readable, until the
 * code arrives, so nothing shifts. Phones that never scroll down never pay for it.
 *
 * It brings its own Suspense boundary and is memoized, with no props: until its
 * code arrives, that boundary holds the prerendered HTML undehydrated, and React
 * throws such HTML away (showing the empty fallback) if an update reaches the
 * boundary first. A re-render of the page around it stops here; nothing above
 * may change a context value before it hydrates either (see shell/dialogs.tsx).
 */
export function lazyWhenVisible(anchorId: string, load: () => Promise<ComponentType>, margin = "300px") {
  const loadModule = () => load().then((component) => ({ default: component }));
  const Component = lazy(() =>
    typeof document === "undefined" ? loadModule() : nearViewport(anchorId, margin).then(loadModule),
  );
  return memo(function LazyWhenVisible() {
    return (
      <Suspense>
        <Component />
      </Suspense>
    );
  });
}
