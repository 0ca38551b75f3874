import { business } from "./business";

/** The store identifiers used in `redirect-to-download.html?platform=…&app=…`. */
export const platforms = ["google-play", "app-store", "app-gallery"] as const;
export const apps = ["ikey-educator", "ikey"] as const;
export type Platform = (typeof platforms)[number];
export type AppId = (typeof apps)[number];

export const platformLabels: Record<Platform, string> = {
  "google-play": "Google Play",
  "app-store": "App Store",
  "app-gallery": "AppGallery",
};

export const appLabels: Record<AppId, string> = {
  "ikey-educator": "iKEY Educator",
  ikey: "iKEY Parent",
};

export function isPlatform(value: string | null): value is Platform {
  return (platforms as readonly (string | null)[]).includes(value);
}

export function isAppId(value: string | null): value is AppId {
  return (apps as readonly (string | null)[]).includes(value);
}

/** The store page of an app (contracts/business.ts). */
export function storeUrl(platform: Platform, app: AppId): string {
  return business.stores[platform][app];
}

/** Every store link, for pages that offer them all. */
export function allStoreLinks(): { platform: Platform; app: AppId; href: string; label: string }[] {
  return apps.flatMap((app) =>
    platforms.map((platform) => ({
      platform,
      app,
      href: storeUrl(platform, app),
      label: `${appLabels[app]} on ${platformLabels[platform]}`,
    })),
  );
}

/** Which download dialog a link came from, by store: the `utm_medium` (requirements: Download links). */
export const downloadMedium: Record<Platform, string> = {
  "google-play": "android-modal",
  "app-store": "apple-modal",
  "app-gallery": "huawei-modal",
};

/** One spelling for every download link (the original site had a hyphenated typo on one). */
export const DOWNLOAD_UTM_SOURCE = "ikey-website";

/**
 * The one builder of download links: redirect-to-download.html with the
 * tracking and routing parameters, for the Get App buttons and the download dialogs alike.
 */
export function downloadHref(platform: Platform, app: AppId): string {
  const query = new URLSearchParams({
    utm_source: DOWNLOAD_UTM_SOURCE,
    utm_medium: downloadMedium[platform],
    platform,
    app,
  });
  return `/redirect-to-download.html?${query}`;
}
