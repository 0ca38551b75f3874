import policy from "content:pages/privacy-policy";
import pageIntro from "virtual:page-intro/privacy-policy";
import { IntroPage } from "../components/intro-page";
import { Prose } from "../components/prose";
import { sectionsOf, WithContents } from "../components/tabbed-page";
import { pageMeta } from "../lib/page-meta";
import { textPageHandle } from "../lib/text-page-styles";
import * as m from "../paraglide/messages.js";

// /privacy-policy, /student-privacypolicy and /privacy-policy.html show this one page.
export const meta = () => pageMeta(pageIntro);
export const handle = textPageHandle;

// The words are web/content/<language>/pages/privacy-policy.md.
const { blocks } = policy;

// The numbered sections, listed above the text (beside it on a wide screen) so a reader can jump to the one they need.
const sections = sectionsOf(blocks, "h2");

export default function PrivacyPolicy() {
  return (
    <IntroPage intro={pageIntro}>
      <WithContents
        label={m.page_contents()}
        heading={<h2 className="page-contents-heading">{m.page_contents()}</h2>}
        sections={sections}
      >
        <Prose blocks={blocks} />
      </WithContents>
    </IntroPage>
  );
}
