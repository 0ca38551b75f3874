import { IllustrationImage } from "../../components/illustration";
import { Link } from "../../components/localized-link";
import { campaignWorkflow } from "../../content/campaign";
import * as m from "../../paraglide/messages.js";

/** How iKEY links the centre, its teachers and the parents. */
export function CampaignWorkflow() {
  const { heading, intro, roles, image, learnMore } = campaignWorkflow;
  return (
    <section
      id="campaign-workflow"
      className="campaign-section campaign-workflow"
      aria-labelledby="campaign-workflow-heading"
    >
      <h2 id="campaign-workflow-heading">{heading}</h2>
      <p className="campaign-section-intro">{intro}</p>
      <div className="campaign-workflow-body">
        <div className="campaign-workflow-media">
          <IllustrationImage image={image} />
        </div>
        <ul className="campaign-roles">
          {roles.map((role) => (
            <li key={role.title}>
              <h3>
                {m.pages_label_with_colon({ label: role.title })}
                {__WORD_GAP__}
                <span className="campaign-role-product">{role.product}</span>
              </h3>
              <p>{role.text}</p>
            </li>
          ))}
        </ul>
      </div>
      <p>
        <Link to={learnMore.href} className="button button-secondary">
          {learnMore.label}
          <span className="visually-hidden">{learnMore.hiddenLabel}</span>
        </Link>
      </p>
    </section>
  );
}
