import pageIntro from "virtual:page-intro/check-app-status";
import { IntroPage } from "../components/intro-page";
import { AppStatusBoard } from "../features/app-status/app-status-board";
// Vite bundles it as a separate classic script (its worker build is only the way
// Vite makes one). React 19 hoists an async script to the top of the prerendered
// head, and the build puts the script's text in its place (data-inline,
// web/scripts/postbuild.mjs): the checks start while the head is parsed, with no
// request first. Only the prerender writes it; in the browser the page already
// holds it, and React would otherwise add the file to run it again.
import earlyChecks from "../features/app-status/early-checks.ts?worker&url";
import { useStatusHistory } from "../features/status-history/history-store";
import { IncidentBanner } from "../features/status-history/incident-banner";
import { openIncidentStates } from "../features/status-history/open-incident-states";
import { StatusHistorySection } from "../features/status-history/status-history-section";
import { SubscribeSection } from "../features/status-updates/subscribe-section";
import { STATUS_FEED_HREF } from "../features/status-updates/update-paths";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import * as m from "../paraglide/messages.js";
import styles from "../styles/app-status.css?url";
import historyStyles from "../styles/status-history.css?url";

export const meta = () => pageMeta(pageIntro);

// News readers find the incidents' feed from the page itself.
export const links = () => [
  { rel: "alternate", type: "application/atom+xml", href: STATUS_FEED_HREF, title: m.status_subscribe_feed_title() },
];

export const handle = stylesheetHandle(styles, historyStyles);

/** The live board, with the open incidents' states on the rows of the groups they affect. */
function LiveBoard() {
  return <AppStatusBoard incidents={openIncidentStates(useStatusHistory())} />;
}

// The live board comes first and starts first; the incident line above it and the history under
// it wait for its checks (features/status-history), and the e-mail updates box closes the page.
export default function CheckAppStatus() {
  return (
    <IntroPage intro={pageIntro}>
      {typeof document === "undefined" && <script async src={earlyChecks} data-inline="" />}
      <IncidentBanner />
      <LiveBoard />
      <StatusHistorySection />
      <SubscribeSection />
    </IntroPage>
  );
}
