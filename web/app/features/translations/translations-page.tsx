import type { TranslationEntry, TranslationStatus } from "@ikey/contracts/translations";
import { consoleApi } from "../../lib/console/console-api";
import { screenData } from "../../lib/console/screen-data";
import { TableRegion } from "../../lib/console/table-region";

/** The status as the translations screen's route loads it. */
export const loadTranslations = () => screenData(() => consoleApi<TranslationStatus>("GET", "/translations"));

const LANGUAGE_NAMES = { ms: "Bahasa Melayu", zh: "简体中文" } as const;

/** What each state asks of a writer, in the words `npm run translations` uses. */
const STATE_LABELS: Readonly<Record<TranslationEntry["state"], string>> = {
  current: "Current",
  stale: "Stale: the English changed since",
  missing: "Missing: the site will not build",
  english: "Not translated yet: shown in English",
  orphaned: "Orphaned: no English file of this name",
};

/**
 * Where the translations of the site's prose (web/content) stand, as `npm run translations` prints
 * it, for the site as it was built (admins): per language, every file that needs a writer, with the
 * English diff of a stale one. A stale translation is still served until it is brought up to date.
 */
export function TranslationsPage({ status }: { readonly status: TranslationStatus }) {
  return (
    <section aria-labelledby="translations-title">
      <h1 id="translations-title">Translations of the site's pages</h1>
      <p>
        As of the site being served. Writers update the files under web/content and mark them current (docs/content.md);
        a stale translation stays on the site meanwhile.
      </p>
      {(Object.keys(LANGUAGE_NAMES) as (keyof typeof LANGUAGE_NAMES)[]).map((language) => {
        const entries = status[language];
        const open = entries.filter((entry) => entry.state !== "current");
        return (
          <section key={language} aria-labelledby={`translations-${language}`}>
            <h2 id={`translations-${language}`}>
              {LANGUAGE_NAMES[language]}: {entries.length - open.length} of {entries.length} current
            </h2>
            {open.length === 0 ? (
              <p>Every file is current.</p>
            ) : (
              <TableRegion label={`${LANGUAGE_NAMES[language]} files that need a writer`}>
                <table className="console-table">
                  <caption>{LANGUAGE_NAMES[language]} files that need a writer</caption>
                  <thead>
                    <tr>
                      <th scope="col">File</th>
                      <th scope="col">State</th>
                      <th scope="col">English changes since</th>
                    </tr>
                  </thead>
                  <tbody>
                    {open.map((entry) => (
                      <tr key={entry.path} data-state={entry.state}>
                        <th scope="row">
                          web/content/{language}/{entry.path}
                        </th>
                        <td>{STATE_LABELS[entry.state]}</td>
                        <td>
                          {entry.state !== "stale" ? (
                            "—"
                          ) : entry.diff ? (
                            <details>
                              <summary>Show the diff</summary>
                              <pre className="translation-diff">{entry.diff}</pre>
                            </details>
                          ) : (
                            "Not in the repository's history: compare by hand"
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableRegion>
            )}
          </section>
        );
      })}
    </section>
  );
}
