import type { CmsKind } from "@ikey/contracts/cms";
import type { CmsDraft, CmsItem, CmsList, CmsPreviewLink, CmsRevision, CmsText } from "@ikey/contracts/cms-api-schemas";
import type { HelpAudience } from "@ikey/contracts/help-centre";
import type { Language } from "@ikey/contracts/languages";
import type { Block } from "@ikey/contracts/prose-blocks";
import { redirect } from "react-router";
import { consoleApi, consoleUpload } from "../../lib/console/console-api";
import { outcomeOf } from "../../lib/console/console-outcome";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import { screenData } from "../../lib/console/screen-data";
import { cmsKindWords } from "./cms-kinds";

/*
 * What the publishing screens read and do through their routes (docs/decisions/0015, "Screens on
 * route loaders and actions"): the list and an item's editor load here, and every change but the
 * autosave and the preview (use-autosave.ts, body-preview.tsx: they must not redraw the fields being
 * typed in) goes through the route's clientAction, after which the item is read again.
 */

type ItemReply = { readonly item: CmsItem };
/** The preview's answer, its blocks typed as Prose takes them (the schema leaves them unchecked). */
export interface CmsPreview {
  readonly blocks: Block[];
  readonly problems: CmsText["problems"];
}
type PublishReply = ItemReply & { readonly outcome: "published" | "awaiting-approval" };

export const loadCmsList = (kind: CmsKind) => screenData(() => consoleApi<CmsList>("GET", cmsKindWords[kind].api));

export type CmsListAction =
  | { intent: "create"; audience: HelpAudience | null }
  | { intent: "approval"; approval: boolean };

/** The list's actions: a new item opens in its editor; the approval setting is the admins'. */
export async function changeCmsList(kind: CmsKind, action: CmsListAction) {
  const { api, screen } = cmsKindWords[kind];
  switch (action.intent) {
    case "create": {
      const created = await outcomeOf(
        action.intent,
        () => consoleApi<ItemReply>("POST", api, { audience: action.audience }),
        "Created.",
      );
      if (created.ok && created.data) throw redirect(`${screen}/${created.data.item.id}`);
      return created;
    }
    case "approval":
      return outcomeOf(
        action.intent,
        () => consoleApi("PUT", `${api}/settings`, { approval: action.approval }),
        action.approval
          ? "Saved: publishing now waits for a second member's approval."
          : "Saved: members publish without a second member's approval.",
      );
  }
}

export const loadCmsItem = (kind: CmsKind, id: string) =>
  screenData(async () => (await consoleApi<ItemReply>("GET", `${cmsKindWords[kind].api}/${id}`)).item);

/** Times as the server takes them: "YYYY-MM-DDTHH:MM", Malaysia time. */
export type CmsItemAction =
  | { intent: "publish"; language: Language; at: string | null; until: string | null }
  | { intent: "unpublish"; language: Language; at: string | null }
  | { intent: "approve"; language: Language }
  | { intent: "decline"; language: Language; withdraw: boolean }
  | { intent: "cancel-changes"; language: Language }
  | { intent: "restore"; language: Language; revision: number };

/** When a text (or its changes) goes live, as the outcome of scheduling it says. */
const liveFrom = (item: CmsItem, language: Language) => {
  const { state, publishAt, scheduledChanges } = item.texts[language];
  if (scheduledChanges !== null) {
    return `The changes are scheduled for ${malaysiaTime(scheduledChanges.at)} (Malaysia time); until then the site shows what was published.`;
  }
  return state === "scheduled" && publishAt !== null
    ? `Scheduled for ${malaysiaTime(publishAt)} (Malaysia time).`
    : "Published.";
};

/** An item's actions on one language, as the editor's route runs them; the item is read again after each. */
export function changeCmsItem(kind: CmsKind, id: string, action: CmsItemAction) {
  const text = `${cmsKindWords[kind].api}/${id}/texts/${action.language}`;
  switch (action.intent) {
    case "publish":
      return outcomeOf(
        action.intent,
        () => consoleApi<PublishReply>("POST", `${text}/publish`, { at: action.at, until: action.until }),
        (reply) =>
          reply.outcome === "awaiting-approval"
            ? "Awaiting approval: it goes live once another member approves it."
            : liveFrom(reply.item, action.language),
      );
    case "unpublish":
      return outcomeOf(
        action.intent,
        () => consoleApi<ItemReply>("POST", `${text}/unpublish`, { at: action.at }),
        (reply) => {
          const at = reply.item.texts[action.language].unpublishAt;
          return action.at === null || at === null
            ? "Unpublished: its address now tells readers the page is gone."
            : `It comes down at ${malaysiaTime(at)} (Malaysia time).`;
        },
      );
    case "approve":
      return outcomeOf(
        action.intent,
        () => consoleApi<ItemReply>("POST", `${text}/approve`),
        (reply) => `Approved. ${liveFrom(reply.item, action.language)}`,
      );
    case "decline":
      return outcomeOf(
        action.intent,
        () => consoleApi<ItemReply>("POST", `${text}/decline`),
        action.withdraw ? "Your request to publish is withdrawn." : "Declined: it stays unpublished.",
      );
    case "cancel-changes":
      return outcomeOf(
        action.intent,
        () => consoleApi<ItemReply>("POST", `${text}/cancel-changes`),
        "The scheduled changes are cancelled: the site keeps what was published, the draft keeps the changes.",
      );
    case "restore":
      return outcomeOf(
        action.intent,
        () => consoleApi<ItemReply>("POST", `${text}/revisions/${action.revision}/restore`),
        "Restored: that version is the draft again, saved as a new revision.",
      );
  }
}

/** The most a page may send on its way out (browsers refuse `keepalive` bodies over 64 KB in all). */
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * Saves one language's draft, straight to the API rather than through the route (use-autosave.ts):
 * a save as one types must not read the screen again and redraw the fields being typed in. On the
 * way out of the page the call is `keepalive`, unless the text is too long for that (a long Chinese
 * body), when it is sent as usual and may be cut short: the member is asked before leaving only
 * when a save failed or conflicted, so this is the one case left to chance.
 */
export async function saveDraftText(
  kind: CmsKind,
  itemId: number,
  language: Language,
  draft: CmsDraft,
  leaving: boolean,
): Promise<CmsItem> {
  const body = JSON.stringify(draft);
  const keepalive = leaving && new TextEncoder().encode(body).length <= KEEPALIVE_MAX_BYTES;
  const path = `${cmsKindWords[kind].api}/${itemId}/texts/${language}`;
  return (await consoleApi<ItemReply>("PUT", path, draft, { keepalive })).item;
}

/** The body through the site's renderer: the blocks Prose shows, and what it cannot show, by line. */
export const previewBody = (kind: CmsKind, language: Language, body: string) =>
  consoleApi<CmsPreview>("POST", `${cmsKindWords[kind].api}/preview`, { language, body });

/** A picture sent to the server, which answers with what the body writes for it (contracts/cms-images.ts). */
export const uploadPicture = async (kind: CmsKind, file: Blob) =>
  (await consoleUpload<{ readonly source: string }>(`${cmsKindWords[kind].api}/images`, file)).source;

/**
 * A signed link to the text's current revision, for a reader with no console account: straight to
 * the API, as the preview is, since it changes nothing the screen shows.
 */
export const makePreviewLink = (kind: CmsKind, itemId: number, language: Language) =>
  consoleApi<CmsPreviewLink>("POST", `${cmsKindWords[kind].api}/${itemId}/texts/${language}/preview-link`);

/** A text's revisions, newest first, with who saved each and why. */
export const readRevisions = async (kind: CmsKind, itemId: number, language: Language) =>
  (
    await consoleApi<{ revisions: CmsRevision[] }>(
      "GET",
      `${cmsKindWords[kind].api}/${itemId}/texts/${language}/revisions`,
    )
  ).revisions;
