import pageIntro from "virtual:page-intro/download-app";
import { IntroPage } from "../components/intro-page";
import { StoreLinks } from "../features/downloads/store-links";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(pageIntro);

export default function DownloadApp() {
  return (
    <IntroPage intro={pageIntro}>
      <StoreLinks />
    </IntroPage>
  );
}
