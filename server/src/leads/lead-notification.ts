import { type Language, languageInfo } from "@ikey/contracts/languages";
import type { LeadKind } from "@ikey/contracts/lead-kind";
import type { OutboxMessage } from "../outbox/outbox-store";

/**
 * The sales team's e-mail: plain text with every field, in the form's order,
 * replying straight to the visitor.
 */
export function leadNotification(
  kind: LeadKind,
  payload: Record<string, unknown>,
  { to, submittedAt, language = "en" }: { to: string; submittedAt: number; language?: Language },
): OutboxMessage {
  const lines = Object.entries(payload).map(([field, value]) => `${field}: ${String(value ?? "")}`);
  return {
    to,
    replyTo: String(payload.email ?? ""),
    subject: `${kind.title}: ${String(payload[kind.subjectField] ?? "")}`.slice(0, 200),
    text: [
      `A new ${kind.title.toLowerCase()} arrived from the iKEY website.`,
      "",
      ...lines,
      "",
      `Submitted: ${new Date(submittedAt).toISOString()}`,
      // Which language to answer the visitor in: the language of the page the form was on.
      `Language: ${languageInfo[language].nativeName}${language === "en" ? "" : ` (${languageInfo[language].hreflang})`}`,
      "Reply to this e-mail to answer the visitor.",
    ].join("\n"),
  };
}
