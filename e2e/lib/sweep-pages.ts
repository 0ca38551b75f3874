// The addresses the site sweep visits: every page of contracts/site-pages.ts, the help centre's two
// other kinds of page, an announcement's page and the not-found page, each in every language
// (Malay's words run longer than English's, and Chinese breaks lines differently).
import { LANGUAGES, type Language, pathInLanguage } from "../../contracts/languages.ts";
import { type PageId, sitePages } from "../../contracts/site-pages.ts";
import { loadPageIntro, type PageIntro } from "../../web/build-plugins/page-intros.ts";

/** The help centre's home is a site page; an audience's list and an article are its other kinds of page. */
const HELP_SAMPLES = ["/help/centre-owners", "/help/centre-owners/ikey-payment-account"];
/** An announcement's own page: the content folder's kind of page (web/content/en/announcements/). */
const CONTENT_SAMPLES = ["/announcement/huawei-phones-without-google-play"];
/** An address no page has: the server answers with the not-found page. */
export const UNKNOWN_ADDRESS = "/no/such/page";

export interface SweepAddress {
  readonly address: string;
  readonly language: Language;
  readonly kind: "site page" | "help page" | "content page" | "not-found page";
  /** A site page's heading and introduction, which it shows in its language. */
  readonly intro?: PageIntro;
}

export const sweepAddresses: readonly SweepAddress[] = LANGUAGES.flatMap((language) => [
  ...sitePages.map(
    (page): SweepAddress => ({
      address: pathInLanguage(page.path, language),
      language,
      kind: "site page",
      intro: loadPageIntro(page.id as PageId, language),
    }),
  ),
  ...HELP_SAMPLES.map(
    (path): SweepAddress => ({ address: pathInLanguage(path, language), language, kind: "help page" }),
  ),
  ...CONTENT_SAMPLES.map(
    (path): SweepAddress => ({ address: pathInLanguage(path, language), language, kind: "content page" }),
  ),
  { address: pathInLanguage(UNKNOWN_ADDRESS, language), language, kind: "not-found page" },
]);
