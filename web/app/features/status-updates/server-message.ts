import { DEFAULT_LANGUAGE, LANGUAGE_HEADER, languageOfTag } from "@ikey/contracts/languages";
import { SITE_LANGUAGE } from "../../lib/site-language";

/**
 * The `message` of the server's JSON error answer (`{error, message}`), or null when it has none,
 * or when it is not in the page's language: the server writes English unless its answer names
 * another language (Content-Language), and the page then says it in its own words instead.
 */
export async function serverMessage(response: Response): Promise<string | null> {
  const answeredIn = languageOfTag(response.headers.get(LANGUAGE_HEADER) ?? undefined) ?? DEFAULT_LANGUAGE;
  if (answeredIn !== SITE_LANGUAGE) return null;
  try {
    const body: unknown = await response.json();
    const message = typeof body === "object" && body !== null ? (body as { message?: unknown }).message : null;
    return typeof message === "string" && message.trim() ? message : null;
  } catch {
    return null;
  }
}
