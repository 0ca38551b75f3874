import { type ComponentType, lazy, Suspense } from "react";
import { type DialogName, useOpenDialog } from "../components/dialogs";
import { REQUEST_DEMO_HASH, useRequestDemoHash } from "../features/request-demo/request-demo-hash";
import { useSearchShortcut } from "../features/site-search/search-shortcut";
import { useLatched } from "../lib/use-latched";

/**
 * Every page can open these dialogs, and few visitors do: each one's code (its
 * content, the Request a Demo form and the dialog library) loads when it is first
 * opened, not with the page. A closed dialog renders nothing, so the prerendered
 * HTML is the same either way.
 */
const dialogModules = {
  contact: lazy(() =>
    import("../features/contact/contact-dialog").then((module) => ({ default: module.ContactDialog })),
  ),
  "request-demo": lazy(() =>
    import("../features/request-demo/request-demo-dialog").then((module) => ({
      default: module.RequestDemoDialog,
    })),
  ),
  downloads: lazy(() =>
    import("../features/downloads/download-dialogs").then((module) => ({ default: module.DownloadDialogs })),
  ),
  // Site search: its code, then Pagefind's and the language's index, load when it is first opened.
  search: lazy(() =>
    import("../features/site-search/search-dialog").then((module) => ({ default: module.SearchDialog })),
  ),
} satisfies Record<string, ComponentType>;

type DialogModule = keyof typeof dialogModules;

const moduleOf = (name: DialogName | null): DialogModule | null =>
  name === null ? null : name.startsWith("download-") ? "downloads" : (name as DialogModule);

/** Loads a dialog module on its first opening and keeps it mounted after, so it can close as it should. */
function OnFirstOpening({ module, open }: { readonly module: DialogModule; readonly open: boolean }) {
  const opened = useLatched(open);
  if (!opened) return null;
  const Dialog = dialogModules[module];
  // Each dialog waits for its own code; nothing else on the page is held back meanwhile.
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}

export function SiteDialogs() {
  useRequestDemoHash();
  useSearchShortcut();
  const { name } = useOpenDialog();
  const current = moduleOf(name);
  return (
    <>
      {/* What a #request-a-demo link points at in the prerendered page, so it has a target before
          any script runs; hidden, so following it scrolls nothing, and the dialog opens over the page. */}
      <span id={REQUEST_DEMO_HASH} hidden />
      {(Object.keys(dialogModules) as DialogModule[]).map((module) => (
        <OnFirstOpening key={module} module={module} open={current === module} />
      ))}
    </>
  );
}
