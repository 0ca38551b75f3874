import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useDialogs, useOpenDialog } from "../../components/dialogs";
import { Modal } from "../../components/ui/modal";
import { localizePath } from "../../lib/site-language";
import * as m from "../../paraglide/messages.js";
import { excerptRuns, preloadSearch, type SearchResult, searchSite } from "./pagefind";

type SearchState =
  | { readonly kind: "idle" }
  | { readonly kind: "searching" }
  | { readonly kind: "done"; readonly results: readonly SearchResult[] }
  | { readonly kind: "failed" };

/**
 * Search of the whole site in the page's language (decision 0018), in the site's dialog: a combobox
 * whose listbox holds the results (WAI-ARIA APG's combobox with listbox popup). Arrow keys move
 * through the results, Enter opens one, Escape closes the dialog and focus returns to its opener.
 */
export function SearchDialog() {
  const dialogs = useDialogs();
  const { name, opener } = useOpenDialog();
  const open = name === "search";
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState("");
  const [state, setState] = useState<SearchState>({ kind: "idle" });
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (open) preloadSearch();
  }, [open]);

  useEffect(() => {
    const words = query.trim();
    if (!words) {
      setState({ kind: "idle" });
      return;
    }
    let current = true;
    setState({ kind: "searching" });
    searchSite(words, m.help_search_section_pages()).then(
      (results) => {
        if (!current || results === null) return;
        setState({ kind: "done", results });
        setActive(results.length > 0 ? 0 : -1);
      },
      () => current && setState({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [query]);

  const results = state.kind === "done" ? state.results : [];
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (result: SearchResult | undefined) => {
    if (!result) return;
    dialogs.close();
    void navigate(localizePath(result.path));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      setActive(event.key === "Home" ? 0 : results.length - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(results[active]);
    }
  };

  return (
    <Modal
      id="site-search"
      className="search-modal"
      title={m.help_search_title()}
      description={m.help_search_hint()}
      open={open}
      onOpenChange={(isOpen) => !isOpen && dialogs.close()}
      returnFocusTo={opener}
      initialFocus={input}
    >
      <div className="search-field">
        <label htmlFor={`${listId}-input`}>{m.help_search_label()}</label>
        <input
          ref={input}
          id={`${listId}-input`}
          type="search"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && results[active] ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={m.help_search_placeholder()}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <p className="search-status" role="status">
        {state.kind === "searching" && m.help_search_loading()}
        {state.kind === "done" &&
          (results.length > 0
            ? m.help_search_results({ count: results.length })
            : m.help_search_none({ query: query.trim() }))}
        {state.kind === "failed" && m.help_search_failed()}
      </p>
      <div id={listId} role="listbox" aria-label={m.help_search_label()} className="search-results">
        {results.map((result, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: options stay out of the tab order; the input's aria-activedescendant points at them (APG combobox)
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (APG combobox pattern)
          <div
            key={result.path}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="search-result"
            data-path={result.path}
            onClick={() => choose(result)}
            onMouseMove={() => setActive(index)}
          >
            <span className="search-result-section">{result.section}</span>
            <span className="search-result-title">{result.title}</span>
            <span className="search-result-excerpt">
              {excerptRuns(result.excerpt).map((run, runIndex) =>
                run.marked ? <mark key={runIndex}>{run.text}</mark> : <span key={runIndex}>{run.text}</span>,
              )}
            </span>
          </div>
        ))}
      </div>
    </Modal>
  );
}
