import type { ReactNode } from "react";
import { type TabSection, tabSections } from "../content/tab-sections";
import { IntroPage } from "./intro-page";
import { HashTabs } from "./ui/hash-tabs";

type TabbedPageId = keyof typeof tabSections;

/** A page whose body is a set of fragment-linked tabs; `panels` adds each tab's own content. */
export function TabbedPage({
  id,
  label,
  panels = {},
}: {
  readonly id: TabbedPageId;
  readonly label: string;
  readonly panels?: Readonly<Record<string, ReactNode>>;
}) {
  const sections: readonly TabSection[] = tabSections[id];
  const tabs = sections.map((section) => ({
    id: section.id,
    label: section.label,
    content: (
      <>
        <h2>{section.label}</h2>
        <p>{section.summary}</p>
        {panels[section.id]}
      </>
    ),
  }));
  return (
    <IntroPage id={id}>
      <HashTabs label={label} tabs={tabs} />
    </IntroPage>
  );
}
