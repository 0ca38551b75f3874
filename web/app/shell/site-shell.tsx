import type { ReactNode } from "react";
import { DialogsProvider } from "../components/dialogs";
import { useVisitAttribution } from "../features/lead-attribution/use-visit-attribution";
import * as m from "../paraglide/messages.js";
import { FloatingBar } from "./floating-bar";
import { SiteDialogs } from "./site-dialogs";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useLanguageSuggestion } from "./use-language-suggestion";

/** The frame every page sits in: headers, menu, floating bar, footer and the shared dialogs. */
export function SiteShell({ children }: { readonly children: ReactNode }) {
  const { suggestion, close } = useLanguageSuggestion();
  useVisitAttribution();
  return (
    <DialogsProvider>
      <a className="skip-link" href="#main-content">
        {m.skip_to_content()}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <FloatingBar />
      <SiteDialogs />
      {suggestion && <suggestion.Banner language={suggestion.language} onClose={close} />}
    </DialogsProvider>
  );
}
