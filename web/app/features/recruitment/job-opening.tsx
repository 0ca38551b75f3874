import { business } from "@ikey/contracts/business";
import { Prose } from "../../components/prose";
import { Disclosure } from "../../components/ui/disclosure";
import { applicationBlocks, type JobOpening } from "../../content/recruitment";
import * as m from "../../paraglide/messages.js";

/**
 * One opening: title and key facts always visible, the responsibilities and
 * requirements in a collapsible panel, and how to apply below it.
 */
export function JobOpeningCard({ job }: { readonly job: JobOpening }) {
  return (
    <article className="job-card" aria-labelledby={`${job.id}-title`}>
      <h3 id={`${job.id}-title`}>{job.title}</h3>
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
      <p>{job.summary}</p>
      <Disclosure id={`${job.id}-details`} label={m.recruitment_details()}>
        <h4>{m.recruitment_responsibilities()}</h4>
        <ul>
          {job.responsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h4>{m.recruitment_requirements()}</h4>
        <ul>
          {job.requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Disclosure>
      <Prose blocks={applicationBlocks(business, job)} />
    </article>
  );
}
