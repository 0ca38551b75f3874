import { dayTextOf, malaysiaDayNumber } from "@ikey/contracts/calendar-day";
import { longDayLabel } from "@ikey/contracts/day-labels";
import { inlineScriptHashes, pageContentSecurityPolicy } from "@ikey/contracts/security-headers";
import type { SiteConfig } from "@ikey/contracts/site-config";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { BuiltSite } from "./cms-live";
import type { PreviewClaim } from "./cms-preview-tokens";
import { cmsBody } from "./cms-rendering";
import { filledTemplate, helpTemplateKey } from "./cms-templates";

/*
 * A preview link's page (docs/decisions/0045-cms.md, "Preview links"): the revision it was made
 * for, in the template the public page is filled from, with the same escaping, shell, styles and
 * Content-Security-Policy, then made a page no search engine takes for the live one.
 */

export interface PreviewPage {
  readonly html: string;
  readonly policy: string;
}

/**
 * What the live page has that a preview must not: its scripts (the address is no route of the
 * site's, so React Router, hydrating, would draw its not-found page over the words, and the meta
 * tags it writes would bring back the links below), the preloads of those scripts, the structured
 * data, and every claim to be the page at an address: canonical, hreflang and og:url. The
 * render-blocking hint waits for the scroll-restoration script, which goes with the others.
 */
const LIVE_ONLY = [
  /<script\b[^>]*>[\s\S]*?<\/script>/g,
  /<link\b[^>]*\brel="(?:modulepreload|canonical|expect)"[^>]*>/g,
  /<link\b[^>]*\brel="alternate"[^>]*\bhref[Ll]ang="[^"]*"[^>]*>/g,
  /<meta\b[^>]*\bproperty="og:url"[^>]*>/g,
];

/** The filled page as a preview: without what only the live page has, and marked noindex in the document too. */
export function asPreview(html: string): string {
  const stripped = LIVE_ONLY.reduce((page, pattern) => page.replace(pattern, ""), html);
  return stripped.replace(/<head>/, '<head><meta name="robots" content="noindex"/>');
}

/** The revision a claim names, with what its page needs; undefined when it is not that text's. */
async function revisionOf(db: Kysely<Database>, claim: PreviewClaim) {
  return db
    .selectFrom("cms_revisions")
    .innerJoin("cms_items", "cms_items.id", "cms_revisions.item_id")
    .leftJoin("cms_texts", (join) =>
      join
        .onRef("cms_texts.item_id", "=", "cms_revisions.item_id")
        .onRef("cms_texts.language", "=", "cms_revisions.language"),
    )
    .select([
      "cms_revisions.title",
      "cms_revisions.summary",
      "cms_revisions.body",
      "cms_revisions.slug",
      "cms_items.kind",
      "cms_items.audience",
      "cms_texts.first_published_at",
      "cms_texts.publish_at",
    ])
    .where("cms_revisions.id", "=", claim.revisionId)
    .where("cms_revisions.item_id", "=", claim.itemId)
    .where("cms_revisions.language", "=", claim.language)
    .executeTakeFirst();
}

/**
 * The page of the revision a claim names, whatever its text's state; undefined when there is no
 * such revision of that text. It carries the day it shows once published: its first publication's,
 * its scheduled one, or, for a draft, today's.
 */
export async function previewPage(
  db: Kysely<Database>,
  built: BuiltSite,
  site: SiteConfig,
  claim: PreviewClaim,
  now: number,
): Promise<PreviewPage | undefined> {
  const revision = await revisionOf(db, claim);
  if (!revision) return undefined;
  const { language } = claim;
  const template =
    revision.kind === "announcement"
      ? built.templates.get(language)
      : built.helpTemplates.get(helpTemplateKey(language, revision.audience ?? "parents"));
  if (!template) throw new Error(`no ${revision.kind} template for ${language}`);
  const day = dayTextOf(malaysiaDayNumber(revision.first_published_at ?? revision.publish_at ?? now));
  const page = filledTemplate(template, {
    slug: revision.slug,
    title: revision.title,
    summary: revision.summary,
    date: day,
    dateLabel: longDayLabel(day, language),
    body: cmsBody(revision.body, language).html,
    // No language's address: the preview links to no translation as if it were live.
    en: "",
    ms: "",
    zh: "",
  });
  const html = asPreview(page.html);
  return { html, policy: pageContentSecurityPolicy(site, await inlineScriptHashes(html)) };
}
