import { business } from "@ikey/contracts/business";
import { Link } from "../../components/localized-link";
import { formatMalaysianPhone } from "../../data/contact";
import * as m from "../../paraglide/messages.js";

/** Every article ends with the ways to reach support. */
export function SupportFooter() {
  const { supportEmail, whatsappNumber } = business;
  return (
    <aside className="help-support" aria-labelledby="help-support" data-pagefind-ignore="">
      <h2 id="help-support">{m.help_support_heading()}</h2>
      <ul>
        <li>
          {m.help_support_email()}
          {__WORD_GAP__}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </li>
        <li>
          {m.help_support_whatsapp()}
          {__WORD_GAP__}
          <a href={`https://wa.me/${whatsappNumber}`} rel="noopener noreferrer" target="_blank">
            {formatMalaysianPhone(whatsappNumber)}
          </a>
        </li>
        <li>{m.help_support_hours({ hours: m.business_hours() })}</li>
        <li>
          <Link to="/check-app-status">{m.help_support_status()}</Link>
        </li>
      </ul>
      <p>{m.help_support_never_password()}</p>
    </aside>
  );
}
