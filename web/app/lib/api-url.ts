/**
 * The address of a server call: its configured base (empty for this site's own
 * server; a trailing slash is dropped) and its path (requirements: Calls).
 */
export function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}${path}`;
}
