import type { ReactNode } from "react";
import { DialogsProvider } from "../components/dialogs";
import { FloatingBar } from "./floating-bar";
import { SiteDialogs } from "./site-dialogs";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The frame every page sits in: headers, menu, floating bar, footer and the shared dialogs. */
export function SiteShell({ children }: { readonly children: ReactNode }) {
  return (
    <DialogsProvider>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <FloatingBar />
      <SiteDialogs />
    </DialogsProvider>
  );
}
