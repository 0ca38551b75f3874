import { Prose } from "../../components/prose";
import { Modal } from "../../components/ui/modal";
import { campaignTerms, campaignTermsDialog } from "../../content/campaign-terms";

interface CampaignTermsDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly returnFocusTo: HTMLElement | null;
}

/** The full campaign terms (id `rhbtncModal`); loaded when first opened (campaign-terms.tsx). */
export function CampaignTermsDialog({ open, onOpenChange, returnFocusTo }: CampaignTermsDialogProps) {
  return (
    <Modal
      id={campaignTermsDialog.id}
      title={campaignTermsDialog.title}
      description={campaignTermsDialog.description}
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
    >
      <Prose blocks={campaignTerms} />
    </Modal>
  );
}
