import type { ReactNode } from "react";
import type { PageIntro } from "../../build-plugins/page-intros";
import { PageHeader } from "./page-header";

/** A page made of its heading and introduction, followed by whatever the page adds. */
export function IntroPage({ intro, children }: { readonly intro: PageIntro; readonly children?: ReactNode }) {
  return (
    <div className="page">
      <PageHeader intro={intro} />
      {children}
    </div>
  );
}
