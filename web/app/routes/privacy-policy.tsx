import pageIntro from "virtual:page-intro/privacy-policy";
import { business } from "@ikey/contracts/business";
import { IntroPage } from "../components/intro-page";
import { Prose } from "../components/prose";
import { privacyPolicy } from "../content/privacy-policy";
import { pageMeta } from "../lib/page-meta";
import { textPageHandle } from "../lib/text-page-styles";
import * as m from "../paraglide/messages.js";

// /privacy-policy, /student-privacypolicy and /privacy-policy.html show this one page.
export const meta = () => pageMeta(pageIntro);
export const handle = textPageHandle;

const blocks = privacyPolicy(business);

// The numbered sections, listed at the top so a reader can jump to the one they need.
const sections = blocks.flatMap((block) =>
  block.type === "h2" && block.id ? [{ id: block.id, text: block.text }] : [],
);

export default function PrivacyPolicy() {
  return (
    <IntroPage intro={pageIntro}>
      <nav className="page-contents" aria-labelledby="privacy-contents">
        <h2 id="privacy-contents">{m.privacy_policy_contents()}</h2>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.text}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Prose blocks={blocks} />
    </IntroPage>
  );
}
