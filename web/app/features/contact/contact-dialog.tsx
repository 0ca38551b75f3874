import { useDialogs, useOpenDialog } from "../../components/dialogs";
import { Modal } from "../../components/ui/modal";
import { BUSINESS_HOURS, formatMalaysianPhone } from "../../content/contact";
import { siteConfig } from "../../lib/site-config";

export function ContactDialog() {
  const dialogs = useDialogs();
  const { name, opener } = useOpenDialog();
  const whatsapp = siteConfig.WHATSAPP_NUMBER;
  return (
    <Modal
      id="contactUsModal"
      title="Contact Us"
      description="Questions about iKEY? Write to us or chat with us on WhatsApp."
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
          Email: <a href={`mailto:${siteConfig.SUPPORT_EMAIL}`}>{siteConfig.SUPPORT_EMAIL}</a>
        </p>
        <p>
          WhatsApp:{" "}
          <a href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer">
            {formatMalaysianPhone(whatsapp)}
          </a>
        </p>
        <p>Hours: {BUSINESS_HOURS}</p>
      </address>
    </Modal>
  );
}
