import type { PageIntro } from "../../build-plugins/page-intros";

/**
 * A page's heading and opening paragraph, from its intro (`virtual:page-intro/<page id>`).
 * `focusable` lets a multi-step form move focus to the heading when its step comes back.
 */
export function PageHeader({
  intro: { heading, intro },
  headingId,
  focusable = false,
}: {
  readonly intro: PageIntro;
  readonly headingId?: string;
  readonly focusable?: boolean;
}) {
  return (
    <div className="page-header">
      <h1 id={headingId} tabIndex={focusable ? -1 : undefined}>
        {heading}
      </h1>
      <p className="lead">{intro}</p>
    </div>
  );
}
