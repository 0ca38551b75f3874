import pageIntro from "virtual:page-intro/account-security-tips";
import { business } from "@ikey/contracts/business";
import { IntroPage } from "../components/intro-page";
import { type Block, Prose } from "../components/prose";
import { WithContents } from "../components/tabbed-page";
import { contactSupportBlocks, troubleshootingGuides } from "../content/account-security-tips";
import { articlePathOf, guideArticles } from "../features/help-centre/page-articles";
import { pageMeta } from "../lib/page-meta";
import { textPageHandle } from "../lib/text-page-styles";
import * as m from "../paraglide/messages.js";

export const meta = () => pageMeta(pageIntro);
export const handle = textPageHandle;

/** The guide's help article, which it links to at its end. */
function linkToArticle(guideId: string): Block[] {
  const slug = guideArticles[guideId];
  return slug ? [{ type: "p", text: [{ text: m.help_read_article(), href: articlePathOf(slug) }] }] : [];
}

export default function AccountSecurityTips() {
  return (
    <IntroPage intro={pageIntro}>
      <WithContents
        label={m.account_security_tips_contents()}
        heading={<h2 className="page-contents-heading">{m.account_security_tips_contents()}</h2>}
        sections={troubleshootingGuides.map((guide) => ({ id: guide.id, text: guide.title }))}
      >
        {troubleshootingGuides.map((guide) => (
          <section key={guide.id} className="guide" aria-labelledby={guide.id}>
            <Prose
              blocks={[
                { type: "h2", text: guide.title, id: guide.id },
                { type: "p", text: guide.symptom },
                { type: "ol", items: guide.steps },
                ...linkToArticle(guide.id),
              ]}
            />
          </section>
        ))}
        <Prose blocks={contactSupportBlocks(business)} />
      </WithContents>
    </IntroPage>
  );
}
