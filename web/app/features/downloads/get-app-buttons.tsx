import { type AppId, downloadHref, platformLabels, platforms } from "@ikey/contracts/app-stores";
import * as m from "../../paraglide/messages.js";

/** The Get App buttons of an app's page: one per store, through redirect-to-download.html, each its store's badge (downloads.css). */
export function GetAppButtons({ app }: { readonly app: AppId }) {
  return (
    // The name is on a group around the list because a plain list may not carry one.
    // biome-ignore lint/a11y/useSemanticElements: a group of links; <fieldset> groups form controls
    <div role="group" aria-label={m.downloads_get_app_label()}>
      <ul className="get-app-buttons">
        {platforms.map((platform) => (
          <li key={platform}>
            <a className={`store-badge store-${platform}`} href={downloadHref(platform, app)}>
              <span className="store-badge-line">
                {m.downloads_get_app()}
                <span className="visually-hidden">{m.downloads_get_app_on()}</span>
              </span>
              {__WORD_GAP__}
              <span className="store-badge-name">{platformLabels[platform]}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
