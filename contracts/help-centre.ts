/**
 * The help centre (docs/decisions/0018): its audiences and articles, by stable identifiers. The words are the
 * web's (web/app/content/help-*.ts, per language); addresses, the sitemap, the server's votes and
 * the staff console all read this one list, so an article cannot exist in one and not the others.
 */

export const HELP_PATH = "/help";

export const HELP_AUDIENCES = ["centre-owners", "teachers", "parents"] as const;
export type HelpAudience = (typeof HELP_AUDIENCES)[number];

export interface HelpArticleEntry {
  readonly audience: HelpAudience;
  /** The address's last part, the same in every language. */
  readonly slug: string;
  /** Articles a reader of this one is likely to need next, by slug (any audience). */
  readonly related: readonly string[];
}

const article = (audience: HelpAudience, slug: string, ...related: string[]): HelpArticleEntry => ({
  audience,
  slug,
  related,
});

export const helpArticles = [
  // Centre owners and administrators.
  article("centre-owners", "what-is-the-cms", "cms-pricing", "sign-up-your-centre", "reports"),
  article("centre-owners", "cms-pricing", "what-is-the-cms", "ikey-payment-account", "sign-up-your-centre"),
  article("centre-owners", "sign-up-your-centre", "what-is-the-cms", "cms-pricing", "give-teachers-access"),
  article("centre-owners", "give-teachers-access", "get-educator-login", "create-a-classroom", "connect-parents"),
  article("centre-owners", "connect-parents", "pair-your-child", "give-teachers-access", "get-started-parent-app"),
  article("centre-owners", "invoices-and-receipts", "ikey-payment-account", "refund-coupons", "pay-fees-in-the-app"),
  article("centre-owners", "ikey-payment-account", "invoices-and-receipts", "refund-coupons", "cms-pricing"),
  article("centre-owners", "refund-coupons", "invoices-and-receipts", "ikey-payment-account", "pay-fees-in-the-app"),
  article("centre-owners", "schedule-announcements", "send-announcements", "read-announcements", "reports"),
  article("centre-owners", "reports", "attendance-and-body-temperature", "invoices-and-receipts", "what-is-the-cms"),
  article("centre-owners", "check-app-status", "app-logs-out", "unable-to-log-in", "supported-phones"),
  // Teachers.
  article("teachers", "get-educator-login", "give-teachers-access", "reset-password", "unable-to-log-in"),
  article("teachers", "create-a-classroom", "attendance-and-body-temperature", "daily-log", "get-educator-login"),
  article("teachers", "attendance-and-body-temperature", "arrival-notifications", "daily-log", "reports"),
  article(
    "teachers",
    "daily-log",
    "attendance-and-body-temperature",
    "share-photos-in-the-gallery",
    "what-you-see-in-the-app",
  ),
  article("teachers", "send-announcements", "schedule-announcements", "read-announcements", "daily-log"),
  article("teachers", "share-photos-in-the-gallery", "view-the-gallery", "daily-log", "send-announcements"),
  // Parents.
  article("parents", "get-started-parent-app", "pair-your-child", "supported-phones", "reset-password"),
  article("parents", "pair-your-child", "more-than-one-child", "child-profile-missing", "get-started-parent-app"),
  article("parents", "more-than-one-child", "pair-your-child", "child-profile-missing", "what-you-see-in-the-app"),
  article("parents", "what-you-see-in-the-app", "arrival-notifications", "view-the-gallery", "read-announcements"),
  article(
    "parents",
    "arrival-notifications",
    "attendance-and-body-temperature",
    "what-you-see-in-the-app",
    "check-app-status",
  ),
  article("parents", "read-announcements", "what-you-see-in-the-app", "view-the-gallery", "arrival-notifications"),
  article(
    "parents",
    "view-the-gallery",
    "what-you-see-in-the-app",
    "share-photos-in-the-gallery",
    "read-announcements",
  ),
  article("parents", "pay-fees-in-the-app", "invoices-and-receipts", "ikey-payment-account", "refund-coupons"),
  article("parents", "reset-password", "unable-to-log-in", "app-logs-out", "get-started-parent-app"),
  article("parents", "unable-to-log-in", "reset-password", "app-logs-out", "check-app-status"),
  article("parents", "app-logs-out", "unable-to-log-in", "supported-phones", "check-app-status"),
  article("parents", "child-profile-missing", "pair-your-child", "more-than-one-child", "unable-to-log-in"),
  article("parents", "supported-phones", "get-started-parent-app", "app-logs-out", "check-app-status"),
  article("parents", "deactivate-your-account", "delete-your-account", "reset-password", "unable-to-log-in"),
  article("parents", "delete-your-account", "deactivate-your-account", "reset-password", "supported-phones"),
] as const satisfies readonly HelpArticleEntry[];

export type HelpArticleSlug = (typeof helpArticles)[number]["slug"];

/** The questions each audience asks most, first on the help home. */
export const topHelpArticles: Readonly<Record<HelpAudience, readonly HelpArticleSlug[]>> = {
  "centre-owners": ["what-is-the-cms", "give-teachers-access", "invoices-and-receipts", "ikey-payment-account"],
  teachers: ["get-educator-login", "attendance-and-body-temperature", "daily-log", "send-announcements"],
  parents: ["reset-password", "pair-your-child", "app-logs-out", "deactivate-your-account"],
};

export function helpArticlePath(entry: Pick<HelpArticleEntry, "audience" | "slug">): string {
  return `${HELP_PATH}/${entry.audience}/${entry.slug}`;
}

export function helpAudiencePath(audience: HelpAudience): string {
  return `${HELP_PATH}/${audience}`;
}

export function helpArticleBySlug(slug: string): HelpArticleEntry | undefined {
  return helpArticles.find((entry) => entry.slug === slug);
}

/** Every help address the build prerenders, in English; other languages put their prefix before it. */
export const helpPaths: readonly string[] = [
  HELP_PATH,
  ...HELP_AUDIENCES.map(helpAudiencePath),
  ...helpArticles.map(helpArticlePath),
];

/** The slugs of one audience's articles. */
export type HelpSlugOf<A extends HelpAudience> = Extract<
  (typeof helpArticles)[number],
  { readonly audience: A }
>["slug"];
