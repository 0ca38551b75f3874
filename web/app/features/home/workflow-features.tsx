import { workflowIcons } from "../../data/home-pictures";
import { homeFile, homeSections } from "./home-text";

/** The icon a job's `###` id names; one the registry lacks fails the build. */
function iconOf(id: string): string {
  if (!Object.hasOwn(workflowIcons, id)) {
    throw new Error(`${homeFile}: "### … {#${id}}" names no icon of data/home-pictures.ts`);
  }
  return workflowIcons[id as keyof typeof workflowIcons];
}

export function WorkflowFeatures() {
  const { heading, paragraphs, parts } = homeSections.section("workflow");
  return (
    <section className="home-section" aria-labelledby="workflow-heading">
      <h2 id="workflow-heading" className="section-heading">
        {heading}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="section-intro">
          {paragraph}
        </p>
      ))}
      <ul className="feature-grid">
        {parts.map((feature) => (
          <li key={feature.id} className="feature-card">
            <img src={iconOf(feature.id)} width="64" height="64" alt="" loading="lazy" decoding="async" />
            <h3>{feature.heading}</h3>
            {feature.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
