/**
 * Section 31 of the PDPA: an access request is answered within 21 days of receiving it.
 * Its own module, so the deactivation pages quote it without loading the whole privacy policy.
 */
export const ACCESS_REQUEST_DAYS = 21;
