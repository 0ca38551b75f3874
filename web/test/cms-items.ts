import type { CmsItem, CmsText } from "@ikey/contracts/cms-api-schemas";
import type { Language } from "@ikey/contracts/languages";

/** A language's text as the server gives it, blank unless the test says otherwise. */
export const textOf = (language: Language, facts: Partial<CmsText> = {}): CmsText => ({
  language,
  title: "",
  summary: "",
  body: "",
  slug: "",
  version: 0,
  state: "draft",
  publishAt: null,
  unpublishAt: null,
  firstPublishedAt: null,
  unpublishedChanges: false,
  scheduledChanges: null,
  approvalRequestedBy: null,
  updatedAt: null,
  updatedBy: null,
  stale: null,
  problems: [],
  ...facts,
});

/** Announcement 12, with each language's facts as given. */
export const itemOf = (texts: Partial<Record<Language, Partial<CmsText>>> = {}, id = 12): CmsItem => ({
  id,
  kind: "announcement",
  audience: null,
  createdAt: Date.parse("2026-11-20T09:00:00+08:00"),
  texts: { en: textOf("en", texts.en), ms: textOf("ms", texts.ms), zh: textOf("zh", texts.zh) },
});

/** A moment on 23 November 2026, Malaysia time. */
export const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 23, hour - 8, minute);
