import { z } from "zod";
import "./fields";

/* The staff console's audit log (docs/decisions/0015): who did what, when, from which client. */

export const AUDIT_PAGE_SIZE = 100;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-11-23");

export const auditQuerySchema = z.object({
  /** A member's e-mail (or "cli", "unknown"), exactly. */
  actor: z.string().trim().toLowerCase().max(254).optional(),
  /** An action, or its feature's prefix: "lead" finds "lead.view", "lead.status"… */
  action: z
    .string()
    .trim()
    .regex(/^[a-z-]+(\.[a-z-]+)?$/, "Use an action such as lead.view, or its first part")
    .optional(),
  from: day.optional(),
  to: day.optional(),
  cursor: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.number(),
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  clientHash: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.number().nullable() });
