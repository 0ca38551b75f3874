import { useEffect, useState } from "react";
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

  return (
    <header id="top" className="site-header" tabIndex={-1}>
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
