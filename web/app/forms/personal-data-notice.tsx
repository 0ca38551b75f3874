import { Link } from "../components/localized-link";
import { siteConfig } from "../lib/site-config";
import * as m from "../paraglide/messages.js";
import { withElements } from "./with-elements";

/**
 * The short notice Malaysia's PDPA expects where personal data is collected:
 * why (`purpose`, a phrase in the page's language that ends "We use these details only …"),
 * for how long, and whom to ask to see or correct it.
 */
export function PersonalDataNotice({ purpose }: { readonly purpose: string }) {
  return (
    <p className="personal-data-notice">
      {withElements(m.form_personal_data_notice, {
        purpose,
        email: <a href={`mailto:${siteConfig.SUPPORT_EMAIL}`}>{siteConfig.SUPPORT_EMAIL}</a>,
        privacyPolicy: <Link to="/privacy-policy">{m.form_privacy_policy_link()}</Link>,
      })}
    </p>
  );
}
