import type { PageId } from "@ikey/contracts/site-pages";
import type { ReactNode } from "react";
import { PageHeader } from "./page-header";

/** A page made of its heading and introduction, followed by whatever the page adds. */
export function IntroPage({ id, children }: { readonly id: PageId; readonly children?: ReactNode }) {
  return (
    <div className="page">
      <PageHeader id={id} />
      {children}
    </div>
  );
}
