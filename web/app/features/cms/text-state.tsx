import type { CmsText } from "@ikey/contracts/cms-api-schemas";
import { malaysiaTime } from "../../lib/console/malaysia-time";

/**
 * One language's state in words (never by colour alone): Draft, "Scheduled for 24 Nov 2026, 10:00
 * am", Published, Unpublished. A scheduled text whose time has come is live on the site already
 * (the public pages read the time themselves), so it reads as published even before the job has
 * recorded it.
 */
export function stateLabel(text: CmsText, now = Date.now()): string {
  switch (text.state) {
    case "draft":
      return "Draft";
    case "scheduled":
      if (text.publishAt === null) return "Scheduled";
      return text.publishAt <= now ? "Published" : `Scheduled for ${malaysiaTime(text.publishAt)}`;
    case "published":
      return "Published";
    case "unpublished":
      return "Unpublished";
  }
}

/** What else the list and the tabs say of a text: waiting for approval, a stale translation. */
export function textMarks(text: CmsText): string[] {
  return [...(text.approvalRequestedBy ? ["Awaiting approval"] : []), ...(text.stale ? ["Stale translation"] : [])];
}

/** A text's state and its marks, each a badge of its own words. */
export function TextState({ text }: { readonly text: CmsText }) {
  return (
    <span className="cms-text-state">
      <span>{stateLabel(text)}</span>
      {text.state === "draft" && text.version === 0 && <span className="cell-aside">Nothing written yet</span>}
      {textMarks(text).map((mark) => (
        <span key={mark} className={mark === "Stale translation" ? "cms-mark cms-mark-stale" : "cms-mark"}>
          {mark}
        </span>
      ))}
    </span>
  );
}
