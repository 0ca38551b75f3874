import { z } from "zod";
import "./fields";

/*
 * The staff console's own calls (docs/decisions/0015): signing in and out, the session, accepting
 * an invitation and the staff admin. Only the console and the server import this file.
 */

export const STAFF_API = "/staff/api";
/** Every state-changing console call carries the session's CSRF token in this header. */
export const CSRF_HEADER = "X-CSRF-Token";

export const STAFF_ROLES = ["admin", "sales", "support"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleLabels: Record<StaffRole, string> = { admin: "Admin", sales: "Sales", support: "Support" };

/** What each role may open: checked on the server for every call, and used by the console to show only those. */
export const staffAreas = {
  leads: ["admin", "sales"],
  accounts: ["admin", "support"],
  staff: ["admin"],
  audit: ["admin"],
  /** Erasing a lead for good (a PDPA request). */
  erasure: ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof staffAreas;

export function mayOpen(role: StaffRole, area: StaffArea): boolean {
  return (staffAreas[area] as readonly StaffRole[]).includes(role);
}

const email = z.string().trim().toLowerCase().min(3, "Enter your e-mail address").max(254, "Enter your e-mail address");

/** E-mail, password and the second factor in one call: nothing tells a right password from a wrong one without it. */
export const signInSchema = z.object({
  email,
  password: z.string().min(1, "Enter your password").max(1024, "That password is too long"),
  code: z
    .string()
    .trim()
    .min(6, "Enter the code from your authenticator app, or a recovery code")
    .max(20, "Enter the code from your authenticator app, or a recovery code"),
});

export const staffSessionSchema = z.object({
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  csrfToken: z.string(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const invitationTokenSchema = z.object({ token: z.string().min(20).max(100) });
export const invitationSchema = z.object({ email: z.string(), role: z.enum(STAFF_ROLES) });
export const invitationPasswordSchema = invitationTokenSchema.extend({
  password: z.string().min(1, "Choose a password").max(1024, "That password is too long"),
});
/** Step one's answer: the TOTP secret as a QR code (an SVG drawn by this server) and as text. */
export const pendingTotpSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export const invitationCodeSchema = invitationTokenSchema.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
});
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(1024),
  newPassword: z.string().min(1, "Choose a new password").max(1024, "That password is too long"),
});

export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(["invited", "active", "disabled"]),
  createdAt: z.number(),
  lastSignInAt: z.number().nullable(),
  secondFactor: z.boolean(),
  sessions: z.number(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ members: z.array(staffMemberSchema) });

export const inviteSchema = z.object({ email, role: z.enum(STAFF_ROLES, "Choose a role") });
export const invitedSchema = z.object({ link: z.string(), expiresAt: z.number() });
export const roleChangeSchema = z.object({ role: z.enum(STAFF_ROLES, "Choose a role") });
export const memberIdSchema = z.object({ id: z.coerce.number().int().positive() });
export const okSchema = z.object({ ok: z.literal(true) });
/** The body of a call that needs nothing more than its address: none, or `{}`. */
export const emptyBodySchema = z.strictObject({}).optional();
