import { IntroPage } from "../components/intro-page";
import { AppStatusBoard } from "../features/app-status/app-status-board";
// Vite bundles it as a separate classic script (its worker build is only the way
// Vite makes one). React 19 hoists an async script to the top of the prerendered
// head, and the build puts the script's text in its place (data-inline,
// web/scripts/postbuild.mjs): the checks start while the head is parsed, with no
// request first. Only the prerender writes it; in the browser the page already
// holds it, and React would otherwise add the file to run it again.
import earlyChecks from "../features/app-status/early-checks.ts?worker&url";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/app-status.css?url";

export const meta = () => pageMeta("check-app-status");

export const handle = stylesheetHandle(styles);

export default function CheckAppStatus() {
  return (
    <IntroPage id="check-app-status">
      {typeof document === "undefined" && <script async src={earlyChecks} data-inline="" />}
      <AppStatusBoard />
    </IntroPage>
  );
}
