import { isAppId, isPlatform, storeUrl } from "@ikey/contracts/app-stores";
import { useEffect, useState } from "react";
import { IntroPage } from "../components/intro-page";
import { StoreLinks } from "../features/downloads/store-links";
import { pageMeta } from "../lib/page-meta";
import { siteConfig } from "../lib/site-config";

export const meta = () => [...pageMeta("redirect-to-download"), { name: "robots", content: "noindex" }];

/**
 * Sends the visitor on to the store named by `?platform=…&app=…`. The page is
 * static, so the choice is made in the browser; until then, and when the
 * parameters name no known store or app, every store link is offered.
 */
export default function RedirectToDownload() {
  const [unknown, setUnknown] = useState(false);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const platform = query.get("platform");
    const app = query.get("app");
    if (isPlatform(platform) && isAppId(app)) {
      window.location.replace(storeUrl(siteConfig, platform, app));
    } else {
      setUnknown(true);
    }
  }, []);

  return (
    <IntroPage id="redirect-to-download">
      <StoreLinks />
      {/* After the links, not above them: known only once the page runs, it must not push them down. */}
      {unknown && (
        <p role="alert" className="notice">
          This download link does not name a store and an app we know, so we cannot send you on automatically. Please
          choose your app and store above.
        </p>
      )}
    </IntroPage>
  );
}
