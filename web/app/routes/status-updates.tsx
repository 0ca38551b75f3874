import pageIntro from "virtual:page-intro/status-updates";
import { IntroPage } from "../components/intro-page";
import { SubscriberLink } from "../features/status-updates/subscriber-link";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/status-updates.css?url";

// Where the status e-mails' confirm and unsubscribe links land: out of the menus and the sitemap,
// its canonical address Check App Status (contracts/site-pages.ts).
export const meta = () => pageMeta(pageIntro);

export const handle = stylesheetHandle(styles);

export default function StatusUpdates() {
  return (
    <IntroPage intro={pageIntro}>
      <SubscriberLink />
    </IntroPage>
  );
}
