import { useEffect, useState } from "react";
import { Link } from "react-router";
import { endSentence } from "../lib/end-sentence";
import { siteConfig } from "../lib/site-config";

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
      <nav aria-label="Footer">
        <ul className="footer-links">
          <li>
            <Link to="/our-story">Our Story</Link>
          </li>
          <li>
            <Link to="/faq">FAQ</Link>
          </li>
          <li>
            <Link to="/check-app-status">Check App Status</Link>
          </li>
          <li>
            <Link to="/recruitment">Careers</Link>
          </li>
          <li>
            <Link to="/terms">Terms</Link>
          </li>
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/sitemap">Sitemap</Link>
          </li>
        </ul>
      </nav>
      <p className="copyright">
        Copyright © <span data-testid="copyright-years">2018-{year}</span> {endSentence(siteConfig.COMPANY_NAME)} All
        rights reserved.
      </p>
    </footer>
  );
}
