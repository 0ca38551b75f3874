import * as Tabs from "@radix-ui/react-tabs";
import { type ReactNode, useCallback, useState } from "react";
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

/**
 * ARIA tabs (Radix) whose selection follows the address fragment: `#payment-account`
 * opens that tab on load and on later fragment changes, and choosing a tab writes
 * its fragment back. Every panel is rendered into the prerendered HTML, so all
 * of the copy is there for search engines and for readers without JavaScript.
 */
export function HashTabs({ label, tabs }: HashTabsProps) {
  const first = tabs[0]?.id ?? "";
  const [selected, setSelected] = useState(first);

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

  return (
    <Tabs.Root className="tabs" value={selected} onValueChange={select}>
      <Tabs.List className="tabs-list" aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} className="tabs-trigger" data-tab={tab.id}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.id}
          value={tab.id}
          className="tabs-panel"
          // forceMount keeps every panel in the HTML; Radix then leaves hiding to us.
          forceMount
          hidden={selected !== tab.id}
        >
          <div id={tab.id} className="tabs-anchor">
            {tab.content}
          </div>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
