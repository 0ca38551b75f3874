/**
 * Section 31 of the PDPA: an access request is answered within 21 days of receiving it.
 * Its own module, so the deactivation pages quote it without loading the whole privacy policy.
 */
export const ACCESS_REQUEST_DAYS = 21;

/**
 * The subject line of an e-mail asking for an account to be deleted now: English in every language,
 * so support finds every such request by it (web/content/<language>/pages/account-deletion.md).
 */
export const EARLY_DELETION_SUBJECT = "Delete my iKEY account";
