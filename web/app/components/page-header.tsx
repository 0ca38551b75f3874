import type { PageId } from "@ikey/contracts/site-pages";
import { pageIntros } from "../content/page-intros";

/**
 * A page's heading and opening paragraph, from content/page-intros.ts. `focusable`
 * lets a multi-step form move focus to the heading when its step comes back.
 */
export function PageHeader({
  id,
  headingId,
  focusable = false,
}: {
  readonly id: PageId;
  readonly headingId?: string;
  readonly focusable?: boolean;
}) {
  const { heading, intro } = pageIntros[id];
  return (
    <div className="page-header">
      <h1 id={headingId} tabIndex={focusable ? -1 : undefined}>
        {heading}
      </h1>
      <p className="lead">{intro}</p>
    </div>
  );
}
