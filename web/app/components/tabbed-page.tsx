import type { ReactNode } from "react";
import type { PageIntro } from "../../build-plugins/page-intros";
import type { ContentTab } from "../data/content-tab";
import * as m from "../paraglide/messages.js";
import { IntroPage } from "./intro-page";
import { type Block, Prose } from "./prose";
import { HashTabs } from "./ui/hash-tabs";

/**
 * A tab of prose for HashTabs, headed by its label, with its sections (a term, a question) listed
 * beside it on a wide screen. Each section's heading gets an id from the tab's, so the list can lead
 * to it; a fragment that names no tab leaves the tab chosen as it is (HashTabs).
 */
export function proseTab(tab: ContentTab) {
  const blocks = tab.blocks.map((block, index) =>
    block.type === "h3" && !block.id ? { ...block, id: `${tab.id}-${index}` } : block,
  );
  return {
    id: tab.id,
    label: tab.label,
    content: (
      <>
        <h2>{tab.label}</h2>
        <WithContents
          label={m.page_contents_of({ section: tab.label })}
          heading={<p className="page-contents-heading">{m.page_contents()}</p>}
          sections={sectionsOf(blocks, "h3")}
        >
          <Prose blocks={blocks} />
        </WithContents>
      </>
    ),
  };
}

/** A page whose body is a set of fragment-linked tabs of prose. */
export function TabbedPage({
  intro,
  label,
  tabs,
}: {
  readonly intro: PageIntro;
  readonly label: string;
  readonly tabs: readonly ContentTab[];
}) {
  return (
    <IntroPage intro={intro}>
      <HashTabs label={label} tabs={tabs.map(proseTab)} />
    </IntroPage>
  );
}

/** A long text's sections: each heading of `level` with an id, by its id and words. */
export function sectionsOf(blocks: readonly Block[], level: "h2" | "h3") {
  return blocks.flatMap((block) => (block.type === level && block.id ? [{ id: block.id, text: block.text }] : []));
}

/**
 * A long text with its table of contents (text-pages.css): above the text on a narrow screen,
 * beside it and staying in view from 1200 px, where the text's 48rem column would otherwise
 * leave the page's right half empty. `label` names the contents, uniquely on the page.
 * Here rather than in a module of its own, though pages without tabs use it too: as a small module
 * the build merged it into a chunk every page loads, about 700 bytes past the script budget of
 * /check-app-status (web/test/page-scripts.test.ts).
 */
export function WithContents({
  label,
  heading,
  sections,
  children,
}: {
  readonly label: string;
  /** What the box shows above its list ("Contents"); `label` names the list for assistive technology. */
  readonly heading?: ReactNode;
  readonly sections: readonly { readonly id: string; readonly text: string }[];
  readonly children: ReactNode;
}) {
  return (
    <div className="with-contents">
      <nav className="page-contents" aria-label={label}>
        {heading}
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.text}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="with-contents-text">{children}</div>
    </div>
  );
}
