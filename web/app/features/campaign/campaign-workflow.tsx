import { IllustrationImage } from "../../components/illustration";
import { Link } from "../../components/localized-link";
import { campaignDrawings } from "../../data/campaign-drawings";
import { campaignLinks } from "../../data/campaign-links";
import * as m from "../../paraglide/messages.js";
import { campaignFile, campaignSections, campaignText } from "./campaign-text";

/** The product a role's `###` id names; a role without one fails the build. */
function productOf(id: string): string {
  const product = campaignText.products[id];
  if (!product) throw new Error(`${campaignFile}: products has no "${id}", the role's product`);
  return product;
}

/** How iKEY links the centre, its teachers and the parents. */
export function CampaignWorkflow() {
  const { heading, paragraphs, parts } = campaignSections.section("workflow");
  const image = { ...campaignDrawings["campaign-workflow"], alt: campaignText.imageAlts.workflow };
  const { learnMore, learnMoreHidden } = campaignText.buttons;
  return (
    <section
      id="campaign-workflow"
      className="campaign-section campaign-workflow"
      aria-labelledby="campaign-workflow-heading"
    >
      <h2 id="campaign-workflow-heading">{heading}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="campaign-section-intro">
          {paragraph}
        </p>
      ))}
      <div className="campaign-workflow-body">
        <div className="campaign-workflow-media">
          <IllustrationImage image={image} />
        </div>
        <ul className="campaign-roles">
          {parts.map((role) => (
            <li key={role.id}>
              <h3>
                {m.pages_label_with_colon({ label: role.heading })}
                {__WORD_GAP__}
                <span className="campaign-role-product">{productOf(role.id)}</span>
              </h3>
              {role.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </li>
          ))}
        </ul>
      </div>
      <p>
        <Link to={campaignLinks.learnMore} className="button button-secondary">
          {learnMore}
          <span className="visually-hidden">{learnMoreHidden}</span>
        </Link>
      </p>
    </section>
  );
}
