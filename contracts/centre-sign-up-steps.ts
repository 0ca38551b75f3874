/**
 * The answers the sign-up wizard's choices send (the values, in English whatever the page's
 * language; the page shows each in its own words). The page renders these with no zod in its code,
 * and the checks (centre-sign-up.ts) load when needed.
 */
export const genders = ["Male", "Female", "Prefer not to say"] as const;
export const nationalities = ["Malaysian", "Non-Malaysian"] as const;
