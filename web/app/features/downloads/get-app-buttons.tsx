import { type AppId, downloadHref, platformLabels, platforms } from "@ikey/contracts/app-stores";

/** The Get App buttons of an app's page: one per store, through redirect-to-download.html. */
export function GetAppButtons({ app }: { readonly app: AppId }) {
  return (
    <ul className="get-app-buttons" aria-label="Get the app">
      {platforms.map((platform) => (
        <li key={platform}>
          <a className="button button-primary" href={downloadHref(platform, app)}>
            Get App<span className="visually-hidden"> on</span>{" "}
            <span className="get-app-store">{platformLabels[platform]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
