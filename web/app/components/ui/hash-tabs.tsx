import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef, useState } from "react";
import { replaceHash, useHashEffect } from "../../lib/use-hash";

export interface HashTab {
  /** Also the fragment that selects this tab, e.g. `payment-account`. */
  readonly id: string;
  readonly label: string;
  readonly content: ReactNode;
}

interface HashTabsProps {
  readonly label: string;
  readonly tabs: readonly HashTab[];
}

/** Where each key moves the focus in a horizontal tab list, wrapping at the ends (WAI-ARIA tabs pattern). */
function targetIndex(key: string, current: number, count: number): number | null {
  if (key === "ArrowRight") return (current + 1) % count;
  if (key === "ArrowLeft") return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * ARIA tabs whose selection follows the address fragment: `#payment-account`
 * opens that tab on load and on later fragment changes, and choosing a tab writes
 * its fragment back. Every panel is rendered into the prerendered HTML, so all
 * of the copy is there for search engines and for readers without JavaScript.
 *
 * The WAI-ARIA tabs pattern written out (roving tabindex; arrows, Home and End
 * move and select) rather than Radix Tabs: its collection and roving-focus
 * machinery came to about 10 KB gzip on each tabbed page, for three lists of
 * three tabs.
 */
export function HashTabs({ label, tabs }: HashTabsProps) {
  const first = tabs[0]?.id ?? "";
  const [selected, setSelected] = useState(first);
  const idPrefix = useId();
  const tabButtons = useRef<(HTMLButtonElement | null)[]>([]);

  const followHash = useCallback(
    (hash: string) => {
      if (tabs.some((tab) => tab.id === hash)) setSelected(hash);
    },
    [tabs],
  );
  useHashEffect(followHash);

  const select = (id: string) => {
    setSelected(id);
    replaceHash(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const next = targetIndex(event.key, current, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    select(tab.id);
    tabButtons.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" className="tabs-list" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabButtons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${idPrefix}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              data-state={active ? "active" : "inactive"}
              className="tabs-trigger"
              data-tab={tab.id}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes a panel reachable, for panels without links
          tabIndex={0}
          data-state={tab.id === selected ? "active" : "inactive"}
          className="tabs-panel"
          hidden={tab.id !== selected}
        >
          <div id={tab.id} className="tabs-anchor">
            {tab.content}
          </div>
        </div>
      ))}
    </div>
  );
}
