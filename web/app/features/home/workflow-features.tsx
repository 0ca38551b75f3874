import { temperatureNote, workflow } from "../../content/home";
import * as m from "../../paraglide/messages.js";

export function WorkflowFeatures() {
  return (
    <section className="home-section" aria-labelledby="workflow-heading">
      <h2 id="workflow-heading" className="section-heading">
        {workflow.heading}
      </h2>
      <p className="section-intro">{workflow.intro}</p>
      <ul className="feature-grid">
        {workflow.features.map((feature) => (
          <li key={feature.title} className="feature-card">
            <img src={feature.icon} width="64" height="64" alt="" loading="lazy" decoding="async" />
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
      <p className="notice temperature-note">
        <strong>{m.pages_label_with_colon({ label: temperatureNote.label })}</strong>
        {__WORD_GAP__}
        {temperatureNote.text}
      </p>
    </section>
  );
}
