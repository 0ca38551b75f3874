import { IntroPage } from "../components/intro-page";
import { AppStatusBoard } from "../features/app-status/app-status-board";
import { pageMeta } from "../lib/page-meta";
import styles from "../styles/app-status.css?url";

export const meta = () => pageMeta("check-app-status");

export const links = () => [{ rel: "stylesheet", href: styles }];

export default function CheckAppStatus() {
  return (
    <IntroPage id="check-app-status">
      <AppStatusBoard />
    </IntroPage>
  );
}
