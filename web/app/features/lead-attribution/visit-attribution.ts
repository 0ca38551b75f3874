import {
  ATTRIBUTION_MAX_LENGTH,
  type AttributionKey,
  CAMPAIGN_TAGS,
  type LeadAttribution,
} from "@ikey/contracts/lead-attribution";

/** The parts of the page's address this reads; window.location has them. */
export interface PageAddress {
  readonly pathname: string;
  readonly search: string;
  readonly hostname: string;
}

/**
 * Where a visit came from, read on its first page (docs/decisions/0027-lead-attribution.md): the
 * page's path and query (never its fragment), the referring site's host when it is another site,
 * and the campaign tags of the address. A part longer than the server keeps is left out, so a
 * lead's body stays small whatever the address held; a landing page with a query too long keeps
 * its path.
 */
export function visitAttribution(page: PageAddress, referrer: string): LeadAttribution {
  const attribution: Partial<Record<AttributionKey, string>> = {};
  const keep = (key: AttributionKey, value: string | null | undefined) => {
    if (value && value.length <= ATTRIBUTION_MAX_LENGTH[key]) attribution[key] ??= value;
  };
  keep("landingPage", page.pathname + page.search);
  keep("landingPage", page.pathname);
  const referringHost = hostOf(referrer);
  if (referringHost !== page.hostname) keep("referrerHost", referringHost);
  const query = new URLSearchParams(page.search);
  for (const [key, parameter] of Object.entries(CAMPAIGN_TAGS)) keep(key as AttributionKey, query.get(parameter));
  return attribution;
}

function hostOf(address: string): string | undefined {
  try {
    return address ? new URL(address).hostname : undefined;
  } catch {
    return undefined;
  }
}
