import { IntroPage } from "../components/intro-page";
import { StoreLinks } from "../features/downloads/store-links";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("download-parent-app");

export default function DownloadParentApp() {
  return (
    <IntroPage id="download-parent-app">
      <StoreLinks apps={["ikey"]} />
    </IntroPage>
  );
}
