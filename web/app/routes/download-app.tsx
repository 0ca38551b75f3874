import { IntroPage } from "../components/intro-page";
import { StoreLinks } from "../features/downloads/store-links";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("download-app");

export default function DownloadApp() {
  return (
    <IntroPage id="download-app">
      <StoreLinks />
    </IntroPage>
  );
}
