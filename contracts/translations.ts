import { z } from "zod";

/*
 * Where the translations of the site's prose stand (web/content, docs/content.md): the table
 * `npm run translations` prints, which the build writes for the staff console (admins) as it
 * was when the site was built.
 */

/** The file the web build writes into build/client; the server never sends a file whose name starts with "_". */
export const TRANSLATION_STATUS_FILE = "_translation-status.json";

export const TRANSLATION_STATES = ["current", "stale", "missing", "english", "orphaned"] as const;

const entrySchema = z.object({
  /** The file under its language's folder: "faq/cms.md". */
  path: z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.md$/),
  state: z.enum(TRANSLATION_STATES),
  /** For a stale file, the English diff since its translation, when the repository still has that text. */
  diff: z.string().max(200_000).nullable().optional(),
});

export const translationStatusSchema = z.object({
  ms: z.array(entrySchema).max(2_000),
  zh: z.array(entrySchema).max(2_000),
});

export type TranslationStatus = z.infer<typeof translationStatusSchema>;
export type TranslationEntry = TranslationStatus["ms"][number];
