import { type AppId, allStoreLinks, appLabels, platformLabels } from "@ikey/contracts/app-stores";
import * as m from "../../paraglide/messages.js";

/** Direct links to the store pages of the given apps, named in the page's language. */
export function StoreLinks({ apps }: { readonly apps?: readonly AppId[] }) {
  const links = allStoreLinks().filter((link) => !apps || apps.includes(link.app));
  return (
    <ul className="store-links">
      {links.map((link) => (
        <li key={`${link.app}-${link.platform}`}>
          <a className="button button-secondary" href={link.href} rel="noopener">
            {m.downloads_store_link({ app: appLabels[link.app], store: platformLabels[link.platform] })}
          </a>
        </li>
      ))}
    </ul>
  );
}
