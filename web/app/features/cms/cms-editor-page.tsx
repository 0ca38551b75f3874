import type { CmsKind } from "@ikey/contracts/cms";
import type { CmsItem } from "@ikey/contracts/cms-api-schemas";
import { isLanguage, type Language, languageInfo } from "@ikey/contracts/languages";
import { useCallback, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "../../components/localized-link";
import { audienceLabels, CMS_LANGUAGES, cmsKindWords, languageName } from "./cms-kinds";
import { LanguageTabs } from "./language-tabs";
import { TextEditor } from "./text-editor";
import { stateLabel, textMarks } from "./text-state";

/**
 * An item's editor (/staff/announcements/12, /staff/help-articles/3): a tab per language, each with
 * its own draft, publishing and history. `loaded` is the item as the route read it (on opening and
 * after each action); a save's answer is newer until the next read, so the tabs' states and stale
 * marks follow the typing too. `#ms` in the address opens the Malay tab.
 */
export function CmsEditorPage({ kind, loaded }: { readonly kind: CmsKind; readonly loaded: CmsItem }) {
  const words = cmsKindWords[kind];
  const [saved, setSaved] = useState<{ readonly basis: CmsItem; readonly item: CmsItem } | null>(null);
  const item = saved?.basis === loaded ? saved.item : loaded;
  const onSaved = useCallback((next: CmsItem) => setSaved({ basis: loaded, item: next }), [loaded]);
  const hash = useLocation().hash.slice(1);
  const [selected, setSelected] = useState<Language>(isLanguage(hash) ? hash : "en");
  const [audience, setAudience] = useState(item.audience);
  const title = item.texts.en.title || `Untitled ${words.one} ${item.id}`;

  return (
    <section aria-labelledby="cms-editor-title">
      <p>
        <Link to={words.screen}>All {words.plural.toLowerCase()}</Link>
      </p>
      <h1 id="cms-editor-title">{title}</h1>
      {kind === "help-article" && audience && <p>For {audienceLabels[audience].toLowerCase()}.</p>}
      <p>Drafts save as you type. Each language is published on its own, from its tab.</p>
      <LanguageTabs
        label="Languages"
        selected={selected}
        onSelect={setSelected}
        tabs={CMS_LANGUAGES.map((language) => {
          const text = item.texts[language];
          return {
            language,
            label: (
              <>
                <span className="cms-tab-name" lang={languageInfo[language].htmlLang}>
                  {languageName(language)}
                </span>
                <span className="cms-tab-state">{[stateLabel(text), ...textMarks(text)].join(" · ")}</span>
              </>
            ),
            panel: (
              <TextEditor
                kind={kind}
                item={item}
                language={language}
                active={language === selected}
                audience={audience}
                onAudience={setAudience}
                onSaved={onSaved}
              />
            ),
          };
        })}
      />
    </section>
  );
}
