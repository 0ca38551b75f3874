import { business } from "@ikey/contracts/business";
import { useDialogs, useOpenDialog } from "../../components/dialogs";
import { Modal } from "../../components/ui/modal";
import { formatMalaysianPhone } from "../../data/contact";
import { withElements } from "../../forms/with-elements";
import * as m from "../../paraglide/messages.js";

export function ContactDialog() {
  const dialogs = useDialogs();
  const { name, opener } = useOpenDialog();
  const whatsapp = business.whatsappNumber;
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
          <strong>{business.company.name}</strong> ({business.company.registrationNo})
        </p>
        <p>{business.company.address}</p>
        <p>
          {withElements(m.contact_email, {
            email: <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>,
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
        <p>{m.contact_hours({ hours: m.business_hours() })}</p>
      </address>
    </Modal>
  );
}
