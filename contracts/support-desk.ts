import { z } from "zod";
import "./fields";

/* The staff console's support desk (docs/decisions/0015): a parent-app account, looked up by e-mail. */

export const accountLookupSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(3, "Enter the parent's e-mail address")
    .max(254, "Enter the parent's e-mail address"),
});

export const accountRecordSchema = z.object({
  email: z.string(),
  state: z.enum(["active", "deactivated"]),
  createdAt: z.number(),
  lastLoginAt: z.number().nullable(),
  deactivatedAt: z.number().nullable(),
  /** When a deactivated account will be deleted for good, unless the parent signs in before. */
  deletionAt: z.number().nullable(),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

/** No password hash, ever: only what support needs to answer the parent. */
export const accountLookupReplySchema = z.object({ account: accountRecordSchema.nullable() });
