import { type LeadKind, leadCallSettings } from "@ikey/contracts/lead-kind";
import { apiUrl } from "../lib/api-url";
import { attestationHeaders } from "../lib/attestation/attestation";
import { siteConfig } from "../lib/site-config";
import { languageHeader } from "../lib/site-language";

/** The address of a lead call: its configured base, its path and its access code. */
export function leadUrl(kind: LeadKind): string {
  const { apiUrl: base, code } = leadCallSettings(kind, siteConfig);
  return `${apiUrl(base, kind.path)}?code=${encodeURIComponent(code)}`;
}

/** Sends a lead of this kind (see postLead), without caching when the kind asks for it. */
export function sendLead(kind: LeadKind, body: object): Promise<boolean> {
  return postLead(leadUrl(kind), body, { noStore: kind.noStore === true });
}

/**
 * Sends a lead as JSON. Resolves true for any success status, without reading
 * the body (requirements: Calls), and false for an error status or a network
 * failure. Each call is one submit attempt with its own Idempotency-Key, so a
 * retried request is stored once, and spends one attestation token when
 * attestation is on.
 */
async function postLead(url: string, body: object, { noStore = false } = {}): Promise<boolean> {
  try {
    const attestation = await attestationHeaders({ spend: true });
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": crypto.randomUUID(),
        // The lead records the page's language (docs/decisions/0017); the payload stays as the spec has it.
        ...languageHeader,
        ...attestation,
      },
      body: JSON.stringify(body),
      ...(noStore ? { cache: "no-store" as const } : {}),
    });
    return response.ok;
  } catch {
    return false;
  }
}
