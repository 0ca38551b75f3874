/* The staff console's audit log (docs/decisions/0015): who did what, when, from which client. */

export const AUDIT_PAGE_SIZE = 100;
