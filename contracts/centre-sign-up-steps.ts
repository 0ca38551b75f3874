/**
 * What the sign-up wizard shows, apart from its checks (centre-sign-up.ts): the
 * page renders these with no zod in its code, and the checks load when needed.
 */
export const genders = ["Male", "Female", "Prefer not to say"] as const;
export const nationalities = ["Malaysian", "Non-Malaysian"] as const;

export const signUpStepTitles = [
  "Personal Information",
  "Company Information",
  "CMS Account Setup Information",
  "Declaration",
] as const;
