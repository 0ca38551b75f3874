/*
 * The staff console (docs/decisions/0015): its API's address, the CSRF header, the roles and what
 * each may open. No zod here, so the console's pages stay light; the API's schemas are in
 * contracts/console-api-schemas.ts.
 */

/** The console's pages: one prerendered frame, sent for this address and every one below it but the API. */
export const STAFF_CONSOLE_PATH = "/staff";
export const STAFF_API = "/staff/api";
/** Every state-changing console call carries the session's CSRF token in this header. */
export const CSRF_HEADER = "X-CSRF-Token";

export const STAFF_ROLES = ["admin", "sales", "support", "marketing"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleLabels: Record<StaffRole, string> = {
  admin: "Admin",
  sales: "Sales",
  support: "Support",
  marketing: "Marketing",
};

/** What each role may open: checked on the server for every call, and used by the console to show only those. */
export const staffAreas = {
  leads: ["admin", "sales"],
  accounts: ["admin", "support"],
  staff: ["admin"],
  audit: ["admin"],
  /** Incidents on Check App Status (docs/decisions/0016). */
  incidents: ["admin", "support"],
  /** The help centre's "Was this helpful?" answers (docs/decisions/0018). */
  help: ["admin", "support"],
  /** Erasing a lead for good (a PDPA request). */
  erasure: ["admin"],
  /** Demo hours (docs/decisions/0026): a sales member's own; an admin's for every sales member. */
  "demo-hours": ["admin", "sales"],
  /** The demo booking rules (length, buffer, notice, horizon). */
  "demo-rules": ["admin"],
  /** The first-response target (docs/decisions/0029): the business minutes a new lead may wait. */
  "response-target": ["admin"],
  /** Whether new leads are assigned automatically or by hand only (docs/decisions/0032). */
  "lead-assignment": ["admin"],
  /** Which translations of the site's prose are missing or stale (docs/decisions/0044). */
  translations: ["admin"],
  /** Announcements written and published in the console (docs/decisions/0045-cms.md). */
  announcements: ["admin", "marketing"],
  /** Help articles written and published in the console. */
  "help-articles": ["admin", "support"],
  /** Whether publishing a kind waits for a second member's approval. */
  "cms-settings": ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof staffAreas;

export function mayOpen(role: StaffRole, area: StaffArea): boolean {
  return (staffAreas[area] as readonly StaffRole[]).includes(role);
}
