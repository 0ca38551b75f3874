import type { Language } from "@ikey/contracts/languages";
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface LanguageTab {
  readonly language: Language;
  readonly label: ReactNode;
  readonly panel: ReactNode;
}

/** Where each key moves in a horizontal tab list, wrapping at the ends (the WAI-ARIA tabs pattern). */
function targetIndex(key: string, current: number, count: number): number | null {
  if (key === "ArrowRight") return (current + 1) % count;
  if (key === "ArrowLeft") return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * A tab per language of an item (the WAI-ARIA tabs pattern, written out as the site's HashTabs is,
 * without Radix's machinery: the console uses no Radix tabs). Every panel stays mounted, only
 * hidden: each language's editor keeps its words, its pending save and its preview when another
 * tab is chosen.
 */
export function LanguageTabs({
  label,
  tabs,
  selected,
  onSelect,
}: {
  readonly label: string;
  readonly tabs: readonly LanguageTab[];
  readonly selected: Language;
  readonly onSelect: (language: Language) => void;
}) {
  const idPrefix = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.language === selected);
    const next = targetIndex(event.key, current, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    onSelect(tab.language);
    buttons.current[next]?.focus();
  };

  return (
    <div className="cms-tabs">
      <div role="tablist" className="cms-tab-list" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const active = tab.language === selected;
          return (
            <button
              key={tab.language}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.language}`}
              aria-selected={active}
              aria-controls={`${idPrefix}-panel-${tab.language}`}
              tabIndex={active ? 0 : -1}
              className="cms-tab"
              onClick={() => onSelect(tab.language)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.language}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.language}`}
          aria-labelledby={`${idPrefix}-tab-${tab.language}`}
          className="cms-tab-panel"
          hidden={tab.language !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
