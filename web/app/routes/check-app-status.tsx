import { IntroPage } from "../components/intro-page";
import { AppStatusBoard } from "../features/app-status/app-status-board";
// Vite bundles it as a separate classic script (its worker build is only the way
// Vite makes one). React 19 hoists an async script to the top of the prerendered
// head, so the browser requests it first; high priority keeps the module
// preloads from queueing ahead of it.
import earlyChecks from "../features/app-status/early-checks.ts?worker&url";
import { pageMeta } from "../lib/page-meta";
import styles from "../styles/app-status.css?url";

export const meta = () => pageMeta("check-app-status");

export const links = () => [{ rel: "stylesheet", href: styles }];

export default function CheckAppStatus() {
  return (
    <IntroPage id="check-app-status">
      <script async src={earlyChecks} fetchPriority="high" />
      <AppStatusBoard />
    </IntroPage>
  );
}
