import { apiUrl } from "../../lib/api-url";
import { attestationHeaders } from "../attestation/attestation";

/** The address of one lead call, with its access code. */
export function leadUrl(base: string, path: string, code: string): string {
  return `${apiUrl(base, path)}?code=${encodeURIComponent(code)}`;
}

/**
 * Sends a lead as JSON. Resolves true for any success status (spec point 7 reads
 * no body) and false for an error status or a network failure. Each call is one
 * submit attempt with its own Idempotency-Key, so a retried request is stored once,
 * and spends one attestation token when attestation is on.
 */
export async function postLead(url: string, body: object, { noStore = false } = {}): Promise<boolean> {
  try {
    const attestation = await attestationHeaders({ spend: true });
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID(), ...attestation },
      body: JSON.stringify(body),
      ...(noStore ? { cache: "no-store" as const } : {}),
    });
    return response.ok;
  } catch {
    return false;
  }
}
