import { useDialogs } from "../../components/shell/dialogs";
import { Modal } from "../../components/ui/modal";
import { siteConfig } from "../../lib/site-config";

export const BUSINESS_HOURS = "Monday-Friday 9 a.m - 7 p.m";

/** Formats a WhatsApp number with its country code for reading, e.g. +60 12-456 7890. */
export function formatMalaysianPhone(digits: string): string {
  const match = /^60(1\d)(\d{3,4})(\d{4})$/.exec(digits);
  return match ? `+60 ${match[1]}-${match[2]} ${match[3]}` : `+${digits}`;
}

export function ContactDialog() {
  const dialogs = useDialogs();
  const whatsapp = siteConfig.WHATSAPP_NUMBER;
  return (
    <Modal
      id="contactUsModal"
      title="Contact Us"
      description="Questions about iKEY? Write to us or chat with us on WhatsApp."
      open={dialogs.current === "contact"}
      onOpenChange={(open) => !open && dialogs.close()}
      returnFocusTo={dialogs.opener}
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
