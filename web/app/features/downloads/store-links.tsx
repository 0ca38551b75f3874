import { type AppId, allStoreLinks } from "@ikey/contracts/app-stores";
import { siteConfig } from "../../lib/site-config";

/** Direct links to the store pages of the given apps. */
export function StoreLinks({ apps }: { readonly apps?: readonly AppId[] }) {
  const links = allStoreLinks(siteConfig).filter((link) => !apps || apps.includes(link.app));
  return (
    <ul className="store-links">
      {links.map((link) => (
        <li key={`${link.app}-${link.platform}`}>
          <a className="button button-secondary" href={link.href} rel="noopener">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
