import { ATTRIBUTION_FIELD, type LeadAttribution } from "@ikey/contracts/lead-attribution";

/*
 * Where this tab's visit came from (docs/decisions/0027-lead-attribution.md), kept in the tab's
 * sessionStorage: no cookie, gone when the tab closes, and sent only with a lead. Storage can be
 * missing or refuse (private modes, storage turned off, a full quota): then nothing is kept, and
 * the forms send without it.
 */

const STORAGE_KEY = "ikey-lead-attribution";

/** Keeps `attribution` unless the tab already holds one: the first page of the visit wins. */
export function keepFirstAttribution(attribution: () => LeadAttribution): void {
  try {
    if (sessionStorage.getItem(STORAGE_KEY) === null) {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attribution()));
    }
  } catch {
    // No storage in this tab: nothing to keep.
  }
}

/** What a lead sends beside its payload: `{ attribution }` when the tab holds one, else nothing. */
export function attributionBesidePayload(): { readonly [ATTRIBUTION_FIELD]?: unknown } {
  try {
    const kept = sessionStorage.getItem(STORAGE_KEY);
    // The server checks it part by part; here it only has to be an object.
    const attribution: unknown = kept === null ? null : JSON.parse(kept);
    return typeof attribution === "object" && attribution !== null ? { [ATTRIBUTION_FIELD]: attribution } : {};
  } catch {
    return {};
  }
}
