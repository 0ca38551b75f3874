import { Prose } from "../../components/prose";
import { Disclosure } from "../../components/ui/disclosure";
import { applicationBlocks, type JobOpening } from "../../content/recruitment";
import { siteConfig } from "../../lib/site-config";

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
          <dt>Location:</dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>Experience:</dt>
          <dd>{job.experience}</dd>
        </div>
      </dl>
      <p>{job.summary}</p>
      <Disclosure id={`${job.id}-details`} label="Requirements and responsibilities">
        <h4>Responsibilities</h4>
        <ul>
          {job.responsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h4>Requirements</h4>
        <ul>
          {job.requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Disclosure>
      <Prose blocks={applicationBlocks(siteConfig, job)} />
    </article>
  );
}
