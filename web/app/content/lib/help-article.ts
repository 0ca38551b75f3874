import type { HelpAudience, HelpSlugOf } from "@ikey/contracts/help-centre";
import type { Block } from "../../components/prose";

/** One help article's words in one language (contracts/help-centre.ts lists the articles). */
export interface HelpArticleCopy {
  /** The question or task as a reader would put it: the page's heading and title. */
  readonly title: string;
  /** One or two sentences for search results and the meta description, at most 160 characters. */
  readonly description: string;
  /** The answer. No h1 (the title is the page's heading) and no support details: the page ends with them. */
  readonly body: readonly Block[];
}

/** An audience's articles in one language: the compiler refuses a missing or unknown article. */
export type HelpArticlesCopy<A extends HelpAudience> = Readonly<Record<HelpSlugOf<A>, HelpArticleCopy>>;
