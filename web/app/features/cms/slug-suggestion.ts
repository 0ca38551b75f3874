import { CMS_SLUG_MAX } from "@ikey/contracts/cms";

/**
 * The address a title suggests: its Latin letters and digits in lower case, accents dropped
 * ("Cuti Sekolah 2026" → "cuti-sekolah-2026"), joined by hyphens and cut at a word within the limit.
 * A Chinese title suggests nothing: its writer chooses the address (pinyin or English words).
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > CMS_SLUG_MAX) break;
    slug = next;
  }
  return slug;
}
