import { CMS_SLOTS } from "@ikey/contracts/cms";
import { HELP_AUDIENCES, type HelpAudience, helpArticlePath } from "@ikey/contracts/help-centre";
import { renderToStaticMarkup } from "react-dom/server";
import { localizePath } from "../../lib/site-language";
import * as m from "../../paraglide/messages.js";
import { audienceCopy } from "./audiences";

/*
 * A help article as its audience's list shows it (article-list.tsx's item), with a slot for each
 * field, for the server to fill with the console's articles (docs/decisions/0045-cms.md). Only when
 * the build prerenders: a `.server` module never reaches the browser. Its title is a plain link, as
 * the page is the server's.
 */
function listEntryHtml(audience: HelpAudience): string {
  return renderToStaticMarkup(
    <li>
      <a href={localizePath(helpArticlePath({ audience, slug: CMS_SLOTS.slug }))}>{CMS_SLOTS.title}</a>
      <p>{CMS_SLOTS.summary}</p>
    </li>,
  );
}

export function helpListEntries(): Record<HelpAudience, string> {
  return Object.fromEntries(HELP_AUDIENCES.map((audience) => [audience, listEntryHtml(audience)])) as Record<
    HelpAudience,
    string
  >;
}

/** The sections search results show, as web/scripts/search-index.mjs labels the built pages. */
export function searchSections(): Record<HelpAudience | "pages", string> {
  return {
    ...(Object.fromEntries(HELP_AUDIENCES.map((audience) => [audience, audienceCopy[audience].name()])) as Record<
      HelpAudience,
      string
    >),
    pages: m.help_search_section_pages(),
  };
}
