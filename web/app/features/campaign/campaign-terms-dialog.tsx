import campaignTerms from "content:pages/campaign-terms";
import { Prose } from "../../components/prose";
import { Modal } from "../../components/ui/modal";
import { CAMPAIGN_TERMS_DIALOG_ID } from "../../data/campaign-links";

// A dialog needs its name and summary; the pages collection leaves them optional for other texts.
if (!campaignTerms.title || !campaignTerms.description) {
  throw new Error("web/content/<language>/pages/campaign-terms.md needs a title and a description");
}
const { title, description } = campaignTerms;

interface CampaignTermsDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly returnFocusTo: HTMLElement | null;
}

/**
 * The full campaign terms (id `rhbtncModal`), web/content/<language>/pages/campaign-terms.md; loaded
 * when first opened (campaign-terms.tsx).
 */
export function CampaignTermsDialog({ open, onOpenChange, returnFocusTo }: CampaignTermsDialogProps) {
  return (
    <Modal
      id={CAMPAIGN_TERMS_DIALOG_ID}
      title={title}
      description={description}
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
    >
      <Prose blocks={campaignTerms.blocks} />
    </Modal>
  );
}
