import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useDialogs } from "../components/dialogs";
import { Link } from "../components/localized-link";
import { REQUEST_DEMO_HASH } from "../features/request-demo/request-demo-hash";
import { SearchButton } from "../features/site-search/search-button";
import * as m from "../paraglide/messages.js";
import { LogoMark, MenuIcon } from "./icons";
import { LanguageSwitcher } from "./language-switcher";
import { MenuSection } from "./menu-section";

const MENU_ID = "site-menu";

function Logo() {
  return (
    <Link to="/" className="logo" aria-label={m.logo_label()}>
      <LogoMark />
    </Link>
  );
}

function MenuToggle({ expanded, onToggle }: { readonly expanded: boolean; readonly onToggle: () => void }) {
  return (
    <button type="button" className="header-button" aria-expanded={expanded} aria-controls={MENU_ID} onClick={onToggle}>
      <MenuIcon />
      <span>{m.menu_button()}</span>
    </button>
  );
}

/**
 * The desktop and mobile headers (CSS shows one of them) and the collapsible
 * menu both toggle. Both headers are rendered so the prerendered HTML suits
 * either screen without a layout shift after hydration.
 */
export function SiteHeader() {
  const dialogs = useDialogs();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = () => setMenuOpen((open) => !open);

  // A followed menu link lands on a new page, or a new place on this one, with the menu folded
  // away. Not the Request a Demo fragment: the dialog opens over the menu, and gives focus back to
  // the menu's link when it closes.
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${REQUEST_DEMO_HASH}`) setMenuOpen(false);
  }, [pathname, hash]);

  // Escape, or a click outside the header, folds the open menu away, as the anchors' menus do,
  // and gives focus back to the toggle on screen (unless the click put it on a control of its own).
  // Not while a dialog opened from the menu is up: Escape and clicks are the dialog's, and it gives
  // focus back to the menu's link. Listened to on the way down, before the dialog's own handlers.
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: Event) => {
      const frame = header.current;
      if (!frame || document.querySelector(".modal-overlay")) return;
      if ("key" in event ? event.key !== "Escape" : frame.contains(event.target as Node)) return;
      setMenuOpen(false);
      // Focus a click left on the page itself (the body, the main column) is nowhere a visitor chose.
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused.tabIndex < 0 || frame.contains(focused))
        [...frame.querySelectorAll<HTMLElement>(`[aria-controls=${MENU_ID}]`)]
          .find((toggle) => toggle.offsetParent)
          ?.focus();
    };
    document.addEventListener("keydown", close, true);
    document.addEventListener("click", close, true);
    return () => {
      document.removeEventListener("keydown", close, true);
      document.removeEventListener("click", close, true);
    };
  }, [menuOpen]);

  return (
    <header id="top" className="site-header" tabIndex={-1} ref={header}>
      <div className="header-bar header-desktop" data-testid="desktop-header">
        <Logo />
        <MenuToggle expanded={menuOpen} onToggle={toggle} />
        <div className="header-actions">
          <SearchButton className="header-button" />
          <LanguageSwitcher variant="header" />
          <Link to="/center-management-system" className="header-link">
            {m.sign_up()}
          </Link>
          <button type="button" className="button button-primary" onClick={() => dialogs.open("request-demo")}>
            {m.request_demo()}
          </button>
        </div>
      </div>
      <div className="header-bar header-mobile" data-testid="mobile-header">
        <Logo />
        <div className="header-actions">
          <MenuToggle expanded={menuOpen} onToggle={toggle} />
          <button type="button" className="header-button" onClick={() => dialogs.open("contact")}>
            {m.contact_us()}
          </button>
          <button type="button" className="button button-primary" onClick={() => dialogs.open("request-demo")}>
            {m.request_demo()}
          </button>
        </div>
      </div>
      <MenuSection id={MENU_ID} open={menuOpen} />
    </header>
  );
}
