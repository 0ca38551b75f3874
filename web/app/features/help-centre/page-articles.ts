import { type HelpArticleSlug, helpArticleBySlug, helpArticlePath } from "@ikey/contracts/help-centre";
import type { Block } from "../../components/prose";

/*
 * The older pages whose answers became help articles keep their words and link to the articles
 * (issue 18): each FAQ question, in the order of its tab (the same in every language), and each
 * troubleshooting guide.
 */

export const faqArticles: Readonly<Record<string, readonly HelpArticleSlug[]>> = {
  cms: [
    "what-is-the-cms",
    "cms-pricing",
    "give-teachers-access",
    "connect-parents",
    "invoices-and-receipts",
    "schedule-announcements",
    "reports",
  ],
  "parent-app": [
    "get-started-parent-app",
    "pair-your-child",
    "more-than-one-child",
    "what-you-see-in-the-app",
    "arrival-notifications",
    "supported-phones",
    "reset-password",
    "deactivate-your-account",
  ],
  "educator-app": [
    "get-educator-login",
    "create-a-classroom",
    "attendance-and-body-temperature",
    "daily-log",
    "send-announcements",
    "supported-phones",
    "reset-password",
  ],
};

/** Account Troubleshooting Tips' guides, by their ids. */
export const guideArticles: Readonly<Record<string, HelpArticleSlug>> = {
  "unable-to-login": "unable-to-log-in",
  "auto-logout-issue": "app-logs-out",
  "profile-missing-issue": "child-profile-missing",
};

export function articlePathOf(slug: HelpArticleSlug): string {
  const entry = helpArticleBySlug(slug);
  if (!entry) throw new Error(`No help article ${slug}`);
  return helpArticlePath(entry);
}

/**
 * A tab's questions (each an h3 and its answer), each answer ending with a link to its article.
 * A tab with more or fewer questions than articles is a mistake the build must not ship.
 */
export function withArticleLinks(blocks: readonly Block[], slugs: readonly HelpArticleSlug[], linkText: string) {
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
