import {
  type AccountCredentials,
  accountReplySchema,
  DEACTIVATE_ACCOUNT_PATH,
} from "@ikey/contracts/account-deactivation";
import type { SendOutcome } from "../../forms/use-form-submit";
import { apiUrl } from "../../lib/api-url";
import { attestationHeaders } from "../../lib/attestation/attestation";
import { siteConfig } from "../../lib/site-config";
import { languageHeader } from "../../lib/site-language";

/**
 * POST /Api/Parent/Account/WebDeactivateAccount (requirements: Calls). Reads
 * result.success and result.message: a refusal alerts the server's message (in the page's
 * language, which the call names); a network failure, an error status or an answer of another
 * shape leaves the form to alert 'fail to request, please try again' in the page's language
 * (requirements: Error catalogue).
 */
export async function requestDeactivation(credentials: AccountCredentials): Promise<SendOutcome> {
  try {
    const response = await fetch(apiUrl(siteConfig.API_URL, DEACTIVATE_ACCOUNT_PATH), {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        // The answer and the e-mail come in the page's language (docs/decisions/0017).
        ...languageHeader,
        ...(await attestationHeaders({ spend: true })),
      },
      body: JSON.stringify(credentials),
      // An answer about credentials must come from the server, never from a cache.
      cache: "no-store",
    });
    if (!response.ok) return { sent: false };
    const reply = accountReplySchema.safeParse(await response.json());
    if (!reply.success) return { sent: false };
    return reply.data.result.success ? { sent: true } : { sent: false, alert: reply.data.result.message };
  } catch {
    return { sent: false };
  }
}
