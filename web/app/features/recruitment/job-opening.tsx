import type { ContentEntry } from "../../../build-plugins/markdown-content";
import { type Block, Prose } from "../../components/prose";
import { Disclosure } from "../../components/ui/disclosure";
import * as m from "../../paraglide/messages.js";

type JobOpening = ContentEntry<"job-openings">;

interface Section {
  readonly heading: string;
  readonly blocks: Block[];
}

/** An opening's text as web/content's job-openings collection lays it out: a summary, then `##` sections. */
function partsOf(blocks: readonly Block[]) {
  const summary: Block[] = [];
  const sections: Section[] = [];
  for (const block of blocks) {
    if (block.type === "h2") sections.push({ heading: block.text, blocks: [] });
    else (sections.at(-1)?.blocks ?? summary).push(block);
  }
  return { summary, details: sections.slice(0, -1), howToApply: sections.at(-1) };
}

function SectionOf({ section }: { readonly section: Section }) {
  return (
    <>
      <h4>{section.heading}</h4>
      <Prose blocks={section.blocks} />
    </>
  );
}

/**
 * One opening: title and key facts always visible, the responsibilities and
 * requirements in a collapsible panel, and how to apply below it.
 */
export function JobOpeningCard({ job }: { readonly job: JobOpening }) {
  const { summary, details, howToApply } = partsOf(job.blocks);
  return (
    <article className="job-card" aria-labelledby={`${job.slug}-title`}>
      <h3 id={`${job.slug}-title`}>{job.title}</h3>
      <dl className="job-facts">
        <div>
          <dt>{m.recruitment_location()}</dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>{m.recruitment_experience()}</dt>
          <dd>{job.experience}</dd>
        </div>
      </dl>
      <Prose blocks={summary} />
      <Disclosure id={`${job.slug}-details`} label={m.recruitment_details()}>
        {details.map((section) => (
          <SectionOf key={section.heading} section={section} />
        ))}
      </Disclosure>
      {howToApply && <SectionOf section={howToApply} />}
    </article>
  );
}
