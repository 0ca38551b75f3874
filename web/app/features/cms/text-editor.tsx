import { CMS_SUMMARY_MAX, CMS_TITLE_MAX, type CmsKind, cmsItemBasePath } from "@ikey/contracts/cms";
import type { CmsItem } from "@ikey/contracts/cms-api-schemas";
import { HELP_AUDIENCES, type HelpAudience } from "@ikey/contracts/help-centre";
import { type Language, languageInfo, pathInLanguage } from "@ikey/contracts/languages";
import { useEffect, useId, useRef, useState } from "react";
import { FieldProblem, fieldProblem, invalidProps } from "../../lib/console/field-problem";
import { useConsoleFetcher } from "../../lib/console/use-console-submit";
import { BodyPreview } from "./body-preview";
import { saveDraftText, uploadPicture } from "./cms-data";
import { audienceLabels, languageName } from "./cms-kinds";
import { MarkdownToolbar } from "./markdown-toolbar";
import { PreviewLinkPanel } from "./preview-link";
import { PublishPanel } from "./publish-panel";
import { RevisionHistory } from "./revision-history";
import { SaveConflict } from "./save-conflict";
import { SaveStatus } from "./save-status";
import { slugFromTitle } from "./slug-suggestion";
import { StaleNotice } from "./stale-notice";
import { type SaveDraft, useAutosave, type Words } from "./use-autosave";

type ItemReply = { readonly item: CmsItem };
const TEXT_FIELDS = ["title", "summary", "slug", "body"] as const;

/**
 * One language of an item, in its tab: the stale-translation notice, the save status, the fields
 * (saved as they are typed), the body's toolbar and its live preview, then a preview link to
 * send, publishing and the history. The words are this editor's own from the moment it opens: the
 * screen's data, read again after each action, gives the text's state but never overwrites what is
 * being typed; only "Use theirs" and a restore replace the words, by the member's choice.
 */
export function TextEditor({
  kind,
  item,
  language,
  active,
  audience,
  onAudience,
  onSaved,
}: {
  readonly kind: CmsKind;
  /** The item as last read or saved: the text's state, marks and problems come from here. */
  readonly item: CmsItem;
  readonly language: Language;
  /** Whether this language's tab is on show. */
  readonly active: boolean;
  readonly audience: HelpAudience | null;
  readonly onAudience: (audience: HelpAudience) => void;
  readonly onSaved: (item: CmsItem) => void;
}) {
  const text = item.texts[language];
  const audienceNow = useRef(audience);
  audienceNow.current = audience;
  const save: SaveDraft = async (words, baseVersion, leaving) => {
    const saved = await saveDraftText(
      kind,
      item.id,
      language,
      { ...words, audience: audienceNow.current, baseVersion },
      leaving,
    );
    onSaved(saved);
    return saved.texts[language];
  };
  const draft = useAutosave({ text, save });
  const { words, state } = draft;
  // The address follows the title until the member writes one of their own.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(text.slug === "");
  const publish = useConsoleFetcher<ItemReply>();
  const restore = useConsoleFetcher<ItemReply>();
  const body = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const lang = languageInfo[language].htmlLang;

  const startFrom = (from: typeof text) => {
    draft.replace(from);
    setSlugFollowsTitle(from.slug === "");
  };
  // A revision restored: the editor takes the text the server now has (once per outcome).
  useEffect(() => {
    const restored = restore.outcome?.ok ? restore.outcome.data?.item.texts[language] : undefined;
    if (restored) startFrom(restored);
  }, [restore.outcome]);

  // A refusal naming one of the fields (publishing without a title, an address taken): the keyboard goes there.
  useEffect(() => {
    const field = publish.outcome?.ok === false ? publish.outcome.field : undefined;
    if (field && (TEXT_FIELDS as readonly string[]).includes(field)) document.getElementById(fieldId(field))?.focus();
  }, [publish.outcome]);

  const change = (field: keyof Words, value: string) => {
    if (field === "slug") setSlugFollowsTitle(value === "");
    const followed = field === "title" && slugFollowsTitle ? { slug: slugFromTitle(value) } : {};
    draft.edit({ ...words, [field]: value, ...followed });
  };
  const problem = (name: string) =>
    fieldProblem(publish.outcome, name) ??
    (state.kind === "failed" && state.field?.split(".")[0] === name ? state.message : undefined);
  const inConflict = state.kind === "conflict";
  const path = words.slug ? pathInLanguage(cmsItemBasePath(kind, words.slug, audience), language) : null;
  const live = text.state === "published" && !text.unpublishedChanges;

  const textField = (name: "title" | "summary" | "slug", label: string, hint?: string) => {
    const problemText = problem(name);
    const described = [hint ? `${fieldId(name)}-hint` : "", problemText ? `${fieldId(name)}-problem` : ""]
      .filter(Boolean)
      .join(" ");
    return (
      <div className="field">
        <label htmlFor={fieldId(name)}>{label}</label>
        {name === "summary" ? (
          <textarea
            id={fieldId(name)}
            name={name}
            lang={lang}
            rows={2}
            maxLength={CMS_SUMMARY_MAX}
            value={words[name]}
            onChange={(event) => change(name, event.target.value)}
            aria-invalid={problemText ? true : undefined}
            aria-describedby={described || undefined}
          />
        ) : (
          <input
            id={fieldId(name)}
            name={name}
            lang={name === "slug" ? undefined : lang}
            maxLength={name === "title" ? CMS_TITLE_MAX : undefined}
            autoComplete="off"
            spellCheck={name === "slug" ? false : undefined}
            value={words[name]}
            onChange={(event) => change(name, event.target.value)}
            aria-invalid={problemText ? true : undefined}
            aria-describedby={described || undefined}
          />
        )}
        {hint && (
          <p id={`${fieldId(name)}-hint`} className="cms-hint">
            {hint}
          </p>
        )}
        <FieldProblem id={`${fieldId(name)}-problem`} problem={problemText} />
      </div>
    );
  };

  const audienceProblem = problem("audience");
  return (
    <div className="cms-editor">
      {/* The tab's own heading, over its notices, fields, preview and publishing (h3 each). */}
      <h2 className="visually-hidden">The {languageName(language)} text</h2>
      {text.stale && <StaleNotice stale={text.stale} />}
      <SaveStatus state={state} onRetry={draft.retry} />
      {state.kind === "conflict" && (
        <SaveConflict
          theirs={state.theirs}
          mine={words}
          language={language}
          onKeepMine={() => void draft.keepMine(state.theirs)}
          onUseTheirs={() => startFrom(state.theirs)}
        />
      )}
      <form
        className="console-form cms-fields"
        aria-label={`The ${languageName(language)} text`}
        // Enter in a field saves at once rather than at the next pause.
        onSubmit={(event) => {
          event.preventDefault();
          void draft.flush();
        }}
      >
        {kind === "help-article" && (
          <div className="field">
            <label htmlFor={fieldId("audience")}>Who it is for (every language)</label>
            <select
              id={fieldId("audience")}
              name="audience"
              value={audience ?? ""}
              onChange={(event) => {
                onAudience(event.target.value as HelpAudience);
                audienceNow.current = event.target.value as HelpAudience;
                draft.edit();
              }}
              {...invalidProps(audienceProblem, `${fieldId("audience")}-problem`)}
            >
              {HELP_AUDIENCES.map((option) => (
                <option key={option} value={option}>
                  {audienceLabels[option]}
                </option>
              ))}
            </select>
            <FieldProblem id={`${fieldId("audience")}-problem`} problem={audienceProblem} />
          </div>
        )}
        {textField("title", "Title")}
        {textField(
          "summary",
          "Summary",
          "One or two sentences: the list of posts, search results and shared links show it.",
        )}
        {textField(
          "slug",
          "Address",
          `Lower-case letters, digits and hyphens${path ? `: on the site at ${path}` : ""}. Suggested from the title until you write one.`,
        )}
        <div className="cms-body-and-preview">
          <div className="field cms-body">
            <label htmlFor={fieldId("body")}>Text (Markdown)</label>
            <MarkdownToolbar
              textarea={body}
              label={`Formatting of the ${languageName(language)} text`}
              disabled={restore.busy}
              onEdit={(value) => change("body", value)}
              upload={(file) => uploadPicture(kind, file)}
            />
            <textarea
              ref={body}
              id={fieldId("body")}
              name="body"
              lang={lang}
              rows={18}
              readOnly={restore.busy}
              value={words.body}
              onChange={(event) => change("body", event.target.value)}
              {...invalidProps(problem("body"), `${fieldId("body")}-problem`)}
            />
            <FieldProblem id={`${fieldId("body")}-problem`} problem={problem("body")} />
          </div>
          <BodyPreview
            kind={kind}
            language={language}
            body={words.body}
            active={active}
            savedProblems={text.problems}
          />
        </div>
      </form>
      {live && path && (
        <p>
          <a href={path} target="_blank" rel="noopener noreferrer">
            See it on the site (opens a new tab)
          </a>
        </p>
      )}
      <PreviewLinkPanel
        kind={kind}
        itemId={item.id}
        language={language}
        beforeAction={draft.flush}
        disabled={inConflict || restore.busy}
      />
      <PublishPanel
        language={language}
        text={text}
        action={publish}
        beforeAction={draft.flush}
        disabled={inConflict || restore.busy}
      />
      <RevisionHistory
        kind={kind}
        itemId={item.id}
        language={language}
        current={words}
        action={restore}
        beforeAction={draft.flush}
        disabled={inConflict}
      />
    </div>
  );
}
