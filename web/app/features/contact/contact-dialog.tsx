import { useDialogs, useOpenDialog } from "../../components/dialogs";
import { Modal } from "../../components/ui/modal";
import { BUSINESS_HOURS, formatMalaysianPhone } from "../../content/contact";
import { withElements } from "../../forms/with-elements";
import { siteConfig } from "../../lib/site-config";
import * as m from "../../paraglide/messages.js";

export function ContactDialog() {
  const dialogs = useDialogs();
  const { name, opener } = useOpenDialog();
  const whatsapp = siteConfig.WHATSAPP_NUMBER;
  return (
    <Modal
      id="contactUsModal"
      title={m.contact_title()}
      description={m.contact_description()}
      open={name === "contact"}
      onOpenChange={(open) => !open && dialogs.close()}
      returnFocusTo={opener}
    >
      <address className="contact-details">
        <p>
          <strong>{siteConfig.COMPANY_NAME}</strong> ({siteConfig.COMPANY_REGISTRATION_NO})
        </p>
        <p>{siteConfig.COMPANY_ADDRESS}</p>
        <p>
          {withElements(m.contact_email, {
            email: <a href={`mailto:${siteConfig.SUPPORT_EMAIL}`}>{siteConfig.SUPPORT_EMAIL}</a>,
          })}
        </p>
        <p>
          {withElements(m.contact_whatsapp, {
            number: (
              <a href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer">
                {formatMalaysianPhone(whatsapp)}
              </a>
            ),
          })}
        </p>
        <p>{m.contact_hours({ hours: BUSINESS_HOURS })}</p>
      </address>
    </Modal>
  );
}
