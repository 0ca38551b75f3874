import type { OutboxMessage } from "../outbox/outbox-store";
import type { LeadType } from "./lead-store";

const titles: Record<LeadType, string> = {
  demo: "Demo request",
  signup: "Centre sign-up application",
  campaign: "RHB campaign application",
};

/** Which field names the lead in the subject line. */
const subjectFields: Record<LeadType, string> = {
  demo: "companyName",
  signup: "businessName",
  campaign: "centerName",
};

/**
 * The sales team's e-mail: plain text with every field, in the form's order,
 * replying straight to the visitor.
 */
export function leadNotification(
  type: LeadType,
  payload: Record<string, unknown>,
  { to, submittedAt }: { to: string; submittedAt: number },
): OutboxMessage {
  const lines = Object.entries(payload).map(([field, value]) => `${field}: ${String(value ?? "")}`);
  return {
    to,
    replyTo: String(payload.email ?? ""),
    subject: `${titles[type]}: ${String(payload[subjectFields[type]] ?? "")}`.slice(0, 200),
    text: [
      `A new ${titles[type].toLowerCase()} arrived from the iKEY website.`,
      "",
      ...lines,
      "",
      `Submitted: ${new Date(submittedAt).toISOString()}`,
      "Reply to this e-mail to answer the visitor.",
    ].join("\n"),
  };
}
