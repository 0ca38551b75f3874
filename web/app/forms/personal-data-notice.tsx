import { Link } from "../components/localized-link";
import { siteConfig } from "../lib/site-config";

/**
 * The short notice Malaysia's PDPA expects where personal data is collected:
 * why, for how long, and whom to ask to see or correct it.
 */
export function PersonalDataNotice({ purpose }: { readonly purpose: string }) {
  return (
    <p className="personal-data-notice">
      We use these details only {purpose}. We keep them for as long as we are in touch about iKEY, and for up to two
      years after, then delete them. To see or correct your data, write to{" "}
      <a href={`mailto:${siteConfig.SUPPORT_EMAIL}`}>{siteConfig.SUPPORT_EMAIL}</a>. Read our{" "}
      <Link to="/privacy-policy">Privacy Policy</Link>.
    </p>
  );
}
