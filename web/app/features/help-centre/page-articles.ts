import type { HelpAudience } from "@ikey/contracts/help-centre";
import type { Block } from "../../components/prose";

/*
 * The older pages whose answers became help articles keep their words and link to the articles
 * (decision 0018): each FAQ question, in the order of its tab (the same in every language), and each
 * troubleshooting guide. By address, not through the help centre's catalogue, which these pages'
 * JavaScript would then carry; page-articles.test.ts checks each is an article of the catalogue.
 */

/** An article's address below /help: its audience and slug. */
export type ArticleRef = `${HelpAudience}/${string}`;

export const faqArticles: Readonly<Record<string, readonly ArticleRef[]>> = {
  cms: [
    "centre-owners/what-is-the-cms",
    "centre-owners/cms-pricing",
    "centre-owners/give-teachers-access",
    "centre-owners/connect-parents",
    "centre-owners/invoices-and-receipts",
    "centre-owners/schedule-announcements",
    "centre-owners/reports",
  ],
  "parent-app": [
    "parents/get-started-parent-app",
    "parents/pair-your-child",
    "parents/more-than-one-child",
    "parents/what-you-see-in-the-app",
    "parents/arrival-notifications",
    "parents/supported-phones",
    "parents/reset-password",
    "parents/deactivate-your-account",
  ],
  "educator-app": [
    "teachers/get-educator-login",
    "teachers/create-a-classroom",
    "teachers/attendance-and-body-temperature",
    "teachers/daily-log",
    "teachers/send-announcements",
    "parents/supported-phones",
    "parents/reset-password",
  ],
};

/** Account Troubleshooting Tips' guides, by their ids. */
export const guideArticles: Readonly<Record<string, ArticleRef>> = {
  "unable-to-login": "parents/unable-to-log-in",
  "auto-logout-issue": "parents/app-logs-out",
  "profile-missing-issue": "parents/child-profile-missing",
};

/** The article's address (contracts/help-centre.ts's helpArticlePath). */
export function articlePathOf(ref: ArticleRef): string {
  return `/help/${ref}`;
}

/**
 * A tab's questions (each an h3 and its answer), each answer ending with a link to its article.
 * A tab with more or fewer questions than articles is a mistake the build must not ship.
 */
export function withArticleLinks(blocks: readonly Block[], slugs: readonly ArticleRef[], linkText: string) {
  const questions = blocks.filter((block) => block.type === "h3").length;
  if (questions !== slugs.length) throw new Error(`${questions} questions but ${slugs.length} help articles`);
  const linked: Block[] = [];
  let question = -1;
  const closeAnswer = () => {
    const slug = slugs[question];
    if (slug) linked.push({ type: "p", text: [{ text: linkText, href: articlePathOf(slug) }] });
  };
  for (const block of blocks) {
    if (block.type === "h3") {
      closeAnswer();
      question += 1;
    }
    linked.push(block);
  }
  closeAnswer();
  return linked;
}
