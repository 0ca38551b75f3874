import { sitePages } from "./site-pages";

/**
 * The site's permanent redirects. The server answers them with real HTTP
 * redirects; the web app's catch-all route applies the same function during
 * client-side navigation, so both agree.
 */
export interface Redirect {
  readonly location: string;
  /** 301 for moves inside the site, 302 for the configurable external host. */
  readonly status: 301 | 302;
}

const campaignPath = sitePages.find((page) => page.id === "campaign")?.path ?? "/";

const downloadFolders = ["download-iKey-app", "download-iKey-educator-app", "download-iKey-parent-app"];

export function resolveRedirect(pathname: string, centreDirectoryUrl: string): Redirect | null {
  if (pathname === "/rhb" || pathname === "/rhb/") return { location: campaignPath, status: 301 };

  for (const folder of downloadFolders) {
    if (pathname === `/${folder}` || pathname === `/${folder}/`) {
      return { location: `/${folder}/index.html`, status: 301 };
    }
  }

  if (pathname === "/students" || pathname.startsWith("/students/")) return { location: "/", status: 301 };

  const centre = /^\/centers\/([^/]+)\/?$/.exec(pathname);
  if (centre?.[1]) {
    // The path arrives percent-encoded; decode once so the token is encoded exactly once.
    let token: string;
    try {
      token = decodeURIComponent(centre[1]);
    } catch {
      return null;
    }
    const base = centreDirectoryUrl.replace(/\/+$/, "");
    return { location: `${base}/centers/${encodeURIComponent(token)}/online-enrollment`, status: 302 };
  }

  return null;
}
