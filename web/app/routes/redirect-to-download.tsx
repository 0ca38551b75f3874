import pageIntro from "virtual:page-intro/redirect-to-download";
import { allStoreLinks, isAppId, isPlatform, storeUrl } from "@ikey/contracts/app-stores";
import { useEffect, useState } from "react";
import { IntroPage } from "../components/intro-page";
import { StoreLinks } from "../features/downloads/store-links";
import { pageMeta } from "../lib/page-meta";
import * as m from "../paraglide/messages.js";

export const meta = () => pageMeta(pageIntro);

const NOTICE_ID = "unknown-download-link";

/**
 * Runs while the prerendered page is parsed, before its first paint: a known store is opened at
 * once, without waiting for the page's scripts, and the notice for an unknown one is shown before
 * anything is painted, so it never arrives late, moves the footer or becomes the page's largest paint.
 * The policy allows it by its hash, like every inline script. `<` is escaped so that no configured
 * address can end the element.
 */
const storeByChoice = Object.fromEntries(allStoreLinks().map((link) => [`${link.platform} ${link.app}`, link.href]));
const chooseBeforeFirstPaint = `(()=>{const q=new URLSearchParams(location.search),s=${JSON.stringify(storeByChoice).replace(/</g, "\\u003c")},k=q.get("platform")+" "+q.get("app");if(Object.hasOwn(s,k))location.replace(s[k]);else document.getElementById("${NOTICE_ID}").hidden=false})()`;

/**
 * Sends the visitor on to the store named by `?platform=…&app=…`. The page is static, so the choice
 * is made in the browser: by the inline script above on a full load, and by the effect below when
 * the page is reached inside the app. When the parameters name no known store or app, every store
 * link is offered with a notice.
 */
export default function RedirectToDownload() {
  const [unknown, setUnknown] = useState(false);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const platform = query.get("platform");
    const app = query.get("app");
    if (isPlatform(platform) && isAppId(app)) {
      window.location.replace(storeUrl(platform, app));
    } else {
      setUnknown(true);
    }
  }, []);

  return (
    <IntroPage intro={pageIntro}>
      <StoreLinks />
      {/* After the links, not above them. The inline script may already have shown it, hence suppressHydrationWarning. */}
      <p id={NOTICE_ID} role="alert" className="notice" hidden={!unknown} suppressHydrationWarning>
        {m.downloads_unknown_link()}
      </p>
      <script dangerouslySetInnerHTML={{ __html: chooseBeforeFirstPaint }} />
    </IntroPage>
  );
}
