import tips from "content:pages/account-security-tips";
import pageIntro from "virtual:page-intro/account-security-tips";
import { IntroPage } from "../components/intro-page";
import { type Block, Prose } from "../components/prose";
import { WithContents } from "../components/tabbed-page";
import { articlePathOf, guideArticles } from "../features/help-centre/page-articles";
import { pageMeta } from "../lib/page-meta";
import { textPageHandle } from "../lib/text-page-styles";
import * as m from "../paraglide/messages.js";

export const meta = () => pageMeta(pageIntro);
export const handle = textPageHandle;

/** The page's last `##` section (web/content/<language>/pages/account-security-tips.md): not a guide. */
const CONTACT_SUPPORT = "contact-support";

interface Guide {
  readonly id: string;
  readonly title: string;
  readonly blocks: Block[];
}

/** Each `##` section with its id: a problem, its symptom and the steps that fix it, in order. */
function sectionsOf(blocks: readonly Block[]): Guide[] {
  const guides: Guide[] = [];
  for (const block of blocks) {
    if (block.type === "h2") guides.push({ id: block.id ?? "", title: block.text, blocks: [block] });
    else guides.at(-1)?.blocks.push(block);
  }
  return guides;
}

const sections = sectionsOf(tips.blocks);
const guides = sections.filter((section) => section.id !== CONTACT_SUPPORT);
const contactSupport = sections.filter((section) => section.id === CONTACT_SUPPORT);

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
        sections={guides.map((guide) => ({ id: guide.id, text: guide.title }))}
      >
        {guides.map((guide) => (
          <section key={guide.id} className="guide" aria-labelledby={guide.id}>
            <Prose blocks={[...guide.blocks, ...linkToArticle(guide.id)]} />
          </section>
        ))}
        {contactSupport.map((section) => (
          <Prose key={section.id} blocks={section.blocks} />
        ))}
      </WithContents>
    </IntroPage>
  );
}
