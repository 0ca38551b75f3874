import type { ContentTab } from "../content/content-tab";
import type { PageIntro } from "../content/page-intros";
import { IntroPage } from "./intro-page";
import { Prose } from "./prose";
import { HashTabs } from "./ui/hash-tabs";

/** A tab of prose for HashTabs, headed by its label. */
export function proseTab(tab: ContentTab) {
  return {
    id: tab.id,
    label: tab.label,
    content: (
      <>
        <h2>{tab.label}</h2>
        <Prose blocks={tab.blocks} />
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
