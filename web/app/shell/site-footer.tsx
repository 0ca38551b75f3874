import { business } from "@ikey/contracts/business";
import { useEffect, useState } from "react";
import { Link } from "../components/localized-link";
import { endSentence } from "../lib/end-sentence";
import { pageNames } from "../lib/page-names";
import * as m from "../paraglide/messages.js";

/**
 * The copyright runs to the year the page is read, not the year it was built:
 * the prerendered HTML holds the build year and the browser corrects it.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <nav aria-label={m.footer_label()}>
        <ul className="footer-links">
          <li>
            <Link to="/our-story">{pageNames["our-story"]()}</Link>
          </li>
          <li>
            <Link to="/faq">{pageNames.faq()}</Link>
          </li>
          <li>
            <Link to="/check-app-status">{pageNames["check-app-status"]()}</Link>
          </li>
          <li>
            <Link to="/recruitment">{pageNames.recruitment()}</Link>
          </li>
          <li>
            <Link to="/terms">{m.footer_terms()}</Link>
          </li>
          <li>
            <Link to="/privacy-policy">{pageNames["privacy-policy"]()}</Link>
          </li>
          <li>
            <Link to="/sitemap">{pageNames.sitemap()}</Link>
          </li>
        </ul>
      </nav>
      <p className="copyright">
        {m.copyright_prefix()} <span data-testid="copyright-years">2018-{year}</span>{" "}
        {endSentence(business.company.name)} {m.copyright_suffix()}
      </p>
    </footer>
  );
}
