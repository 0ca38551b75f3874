import type { CmsKind } from "@ikey/contracts/cms";
import type { CmsItem, CmsList } from "@ikey/contracts/cms-api-schemas";
import { languageInfo } from "@ikey/contracts/languages";
import { mayOpen } from "@ikey/contracts/staff";
import { Link } from "../../components/localized-link";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import { useConsole } from "../../lib/console/staff-session";
import { TableRegion } from "../../lib/console/table-region";
import { ApprovalSetting } from "./approval-setting";
import { audienceLabels, CMS_LANGUAGES, cmsKindWords, languageName } from "./cms-kinds";
import { NewItemForm } from "./new-item-form";
import { TextState } from "./text-state";

/** An item's name in the list: its English title, else the first title written, else its number. */
function itemName(item: CmsItem, one: string): { readonly name: string; readonly lang?: string } {
  const written = CMS_LANGUAGES.find((language) => item.texts[language].title.trim() !== "");
  if (!written) return { name: `Untitled ${one} ${item.id}` };
  return {
    name: item.texts[written].title,
    lang: written === "en" ? undefined : languageInfo[written].htmlLang,
  };
}

/** The last save of any of its languages, and who made it. */
function lastSaved(item: CmsItem): string {
  const texts = CMS_LANGUAGES.map((language) => item.texts[language]).filter((text) => text.updatedAt !== null);
  const last = texts.sort((a, b) => (b.updatedAt ?? 0) - (a.updatedAt ?? 0))[0];
  if (!last?.updatedAt) return "Never";
  return `${malaysiaTime(last.updatedAt)}${last.updatedBy ? ` by ${last.updatedBy.name}` : ""}`;
}

/**
 * Announcements or help articles written in the console (docs/decisions/0045-cms.md): every item,
 * newest first, with each language's own state (publishing English leaves Malay as it was), what
 * waits for approval and which translations are stale; **New**; and for admins, whether
 * publishing needs a second member's approval.
 */
export function CmsListPage({ kind, list }: { readonly kind: CmsKind; readonly list: CmsList }) {
  const { session } = useConsole();
  const words = cmsKindWords[kind];
  const helpArticles = kind === "help-article";
  return (
    <section aria-labelledby="cms-list-title">
      <h1 id="cms-list-title">{words.plural}</h1>
      <p>
        Each language is written and published on its own. A published text is on the site within a minute, with no
        build.
      </p>
      <NewItemForm kind={kind} />
      {session && mayOpen(session.role, "cms-settings") && <ApprovalSetting kind={kind} approval={list.approval} />}
      {list.items.length === 0 ? (
        <p>No {words.plural.toLowerCase()} written in the console yet.</p>
      ) : (
        <TableRegion label={words.plural}>
          <table className="console-table card-table">
            <caption className="visually-hidden">{words.plural}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                {helpArticles && <th scope="col">For</th>}
                {CMS_LANGUAGES.map((language) => (
                  <th key={language} scope="col" lang={languageInfo[language].htmlLang}>
                    {languageName(language)}
                  </th>
                ))}
                <th scope="col">Last saved</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => {
                const { name, lang } = itemName(item, words.one);
                return (
                  <tr key={item.id}>
                    <th scope="row">
                      <Link to={`${words.screen}/${item.id}`} lang={lang}>
                        {name}
                      </Link>
                    </th>
                    {helpArticles && <td data-label="For">{item.audience ? audienceLabels[item.audience] : "—"}</td>}
                    {CMS_LANGUAGES.map((language) => (
                      <td key={language} data-label={languageName(language)}>
                        <TextState text={item.texts[language]} />
                      </td>
                    ))}
                    <td data-label="Last saved">{lastSaved(item)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
