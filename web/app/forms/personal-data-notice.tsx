import { business } from "@ikey/contracts/business";
import { Link } from "../components/localized-link";
import * as m from "../paraglide/messages.js";
import { withElements } from "./with-elements";

/**
 * The short notice Malaysia's PDPA expects where personal data is collected: why (`purpose`, a
 * phrase in the page's language that ends "We use these details only …"), for how long (`keeping`;
 * by default a lead's two years), the visitor's rights, and whom to write to about them.
 */
export function PersonalDataNotice({ purpose, keeping }: { readonly purpose: string; readonly keeping?: string }) {
  return (
    <p className="personal-data-notice">
      {m.form_personal_data_purpose({ purpose })}
      {__WORD_GAP__}
      {keeping ?? m.form_personal_data_keeping()}
      {__WORD_GAP__}
      {withElements(m.form_personal_data_rights, {
        email: <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>,
        privacyPolicy: <Link to="/privacy-policy">{m.form_privacy_policy_link()}</Link>,
      })}
    </p>
  );
}
