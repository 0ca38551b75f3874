import { IntroPage } from "../components/intro-page";
import { StoreLinks } from "../features/downloads/store-links";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta("download-educator-app");

export default function DownloadEducatorApp() {
  return (
    <IntroPage id="download-educator-app">
      <StoreLinks apps={["ikey-educator"]} />
    </IntroPage>
  );
}
