import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from "react";
import { CAMPAIGN_TERMS_DIALOG_ID } from "../../data/campaign-links";
import { useLatched } from "../../lib/use-latched";
import { campaignSections, itemsOf, runsOf } from "./campaign-text";

// The full terms and the dialog library load when the terms are first opened, not with the page.
const CampaignTermsDialog = lazy(() =>
  import("./campaign-terms-dialog").then((module) => ({ default: module.CampaignTermsDialog })),
);

/** Opens the terms dialog and returns focus to `opener` when it closes. */
type OpenTerms = (opener: HTMLElement) => void;

const OpenTermsContext = createContext<OpenTerms | null>(null);

/**
 * Owns the campaign terms dialog (id `rhbtncModal`): the page's terms links, and
 * the registration form's terms agreement, open it through `CampaignTermsLink`.
 */
export function CampaignTermsProvider({ children }: { readonly children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const openTerms = useCallback<OpenTerms>((element) => {
    setOpener(element);
    setOpen(true);
  }, []);
  const opened = useLatched(open);

  return (
    <OpenTermsContext.Provider value={openTerms}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <CampaignTermsDialog open={open} onOpenChange={setOpen} returnFocusTo={opener} />
        </Suspense>
      )}
    </OpenTermsContext.Provider>
  );
}

/** The terms excerpt's section: the page's own summary of the terms, with its links to the full terms. */
const EXCERPT_ID = "campaign-terms";

function useOpenTerms(): OpenTerms {
  const openTerms = useContext(OpenTermsContext);
  if (!openTerms) throw new Error("The campaign terms openers need a CampaignTermsProvider");
  return openTerms;
}

/** A link-styled button, usable inside a sentence, that opens the campaign terms. */
export function CampaignTermsLink({ children }: { readonly children: ReactNode }) {
  const openTerms = useOpenTerms();
  return (
    <button
      type="button"
      className="campaign-link-button"
      aria-haspopup="dialog"
      onClick={(event) => openTerms(event.currentTarget)}
    >
      {children}
    </button>
  );
}

/**
 * A link, usable inside a sentence, that opens the campaign terms once its code has hydrated. For
 * parts whose code loads after the page's (the registration form): until then it is a plain link to
 * the terms excerpt on the same page, whose own links open the full terms, so no click is lost.
 */
export function CampaignTermsAnchor({ children }: { readonly children: ReactNode }) {
  const openTerms = useOpenTerms();
  return (
    <a
      href={`#${EXCERPT_ID}`}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault();
        openTerms(event.currentTarget);
      }}
    >
      {children}
    </a>
  );
}

/** A paragraph of the excerpt, its links to the dialog's id opening the full terms. */
function TermsParagraph({ runs }: { readonly runs: ReturnType<typeof runsOf> }) {
  return (
    <p>
      {runs.map((run, index) => {
        if (typeof run === "string") return run;
        if (run.href !== `#${CAMPAIGN_TERMS_DIALOG_ID}`) {
          throw new Error(
            `the campaign's terms excerpt links to ${run.href}; its links open #${CAMPAIGN_TERMS_DIALOG_ID}`,
          );
        }
        return <CampaignTermsLink key={index}>{run.text}</CampaignTermsLink>;
      })}
    </p>
  );
}

/** The short version of the terms on the page, with the links to the full terms. */
export function CampaignTermsExcerpt() {
  const { heading, blocks } = campaignSections.blocks("terms");
  return (
    <section id={EXCERPT_ID} className="campaign-section campaign-terms" aria-labelledby="campaign-terms-heading">
      <h2 id="campaign-terms-heading">{heading}</h2>
      {blocks.map((block, index) =>
        block.type === "ul" ? (
          <ul key={index} className="campaign-terms-points">
            {itemsOf(block).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : (
          <TermsParagraph key={index} runs={runsOf(block)} />
        ),
      )}
    </section>
  );
}
