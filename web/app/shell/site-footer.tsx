import { business } from "@ikey/contracts/business";
import { useEffect, useState } from "react";
import { NavLink } from "../components/localized-link";
import { endSentence } from "../lib/end-sentence";
import { pageNames } from "../lib/page-names";
import * as m from "../paraglide/messages.js";
import { LanguageSwitcher } from "./language-switcher";
import { SiteLinkGroups } from "./site-link-groups";

/**
 * The copyright runs to the year the page is read, not the year it was built:
 * the prerendered HTML holds the build year and the browser corrects it.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

/**
 * The WhatsApp number for reading: data/contact.ts's formatMalaysianPhone, which a test holds
 * this to. Not imported: any module the footer, on every page, shares with other code changes how the
 * build merges its small chunks, and has put form and download code on every page's eager path.
 */
export function readablePhone(digits: string): string {
  const match = /^60(1\d)(\d{3,4})(\d{4})$/.exec(digits);
  return match ? `+60 ${match[1]}-${match[2]} ${match[3]}` : `+${digits}`;
}

/** Who runs the site and how to reach them (contracts/business.ts), in the page's language. */
function CompanyDetails() {
  const { company, supportEmail, whatsappNumber } = business;
  return (
    <div className="footer-company">
      <p className="footer-company-name">{company.name}</p>
      <p>{m.footer_registration({ number: company.registrationNo })}</p>
      <address>
        <p>{company.address}</p>
        <dl className="footer-contact">
          <div>
            <dt>{m.footer_email()}</dt>
            <dd>
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </dd>
          </div>
          <div>
            <dt>{m.footer_whatsapp()}</dt>
            <dd>
              <a href={`https://wa.me/${whatsappNumber}`} target="_blank" rel="noopener noreferrer">
                {readablePhone(whatsappNumber)}
              </a>
            </dd>
          </div>
          <div>
            <dt>{m.footer_hours()}</dt>
            <dd>{m.footer_hours_value()}</dd>
          </div>
        </dl>
      </address>
    </div>
  );
}

/**
 * The stores by their own names (as contracts/app-stores.ts has them). Not imported from there: the
 * build bundles that module with the download pages' code, which would then load on every page.
 */
const STORES = [
  ["google-play", "Google Play"],
  ["app-store", "App Store"],
  ["app-gallery", "AppGallery"],
] as const;

/**
 * The parent app in each store, as badges drawn by the stylesheet: the stores' own artwork would be
 * a request and a licence each. Educators are sent the way their centre signs them up, from the
 * educator app's download page.
 */
function StoreBadges() {
  return (
    <div className="footer-apps">
      <h2 className="link-group-title">{pageNames["download-parent-app"]()}</h2>
      <ul className="store-badges">
        {STORES.map(([store, name]) => (
          <li key={store}>
            <a className={`store-badge store-${store}`} href={business.stores[store].ikey} rel="noopener">
              {name}
            </a>
          </li>
        ))}
      </ul>
      <NavLink to="/download-iKey-educator-app/index.html" end>
        {pageNames["download-educator-app"]()}
      </NavLink>
    </div>
  );
}

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        {/* The site's links come first, as in the menu; who runs the site follows. On a phone the
            facts come first and the links follow in groups that fold, in a copy of their own that
            CSS shows instead (shell.css): the order they are read in is the order they are shown. */}
        <nav aria-label={m.footer_label()} className="footer-groups-open">
          <SiteLinkGroups idPrefix="footer" linkClassName="footer-link" />
        </nav>
        <div className="footer-about">
          <CompanyDetails />
          <StoreBadges />
        </div>
        {/* Named apart from the other, as landmarks must be, though a reader only ever meets one. */}
        <nav aria-label={m.footer_label_folded()} className="footer-groups-folded">
          <SiteLinkGroups idPrefix="footer-folded" linkClassName="footer-link" fold />
        </nav>
        <div className="footer-end">
          <LanguageSwitcher variant="footer" />
          <NavLink to="/sitemap" end>
            {pageNames.sitemap()}
          </NavLink>
          <p className="copyright">
            {m.copyright_prefix()} <span data-testid="copyright-years">2018-{year}</span>{" "}
            {endSentence(business.company.name)} {m.copyright_suffix()}
          </p>
        </div>
      </div>
    </footer>
  );
}
