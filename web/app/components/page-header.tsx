import type { PageId } from "@ikey/contracts/site-pages";
import { pageIntros } from "../content/page-intros";

/** A page's heading and opening paragraph, from content/page-intros.ts. */
export function PageHeader({ id, headingId }: { readonly id: PageId; readonly headingId?: string }) {
  const { heading, intro } = pageIntros[id];
  return (
    <div className="page-header">
      <h1 id={headingId}>{heading}</h1>
      <p className="lead">{intro}</p>
    </div>
  );
}
