/**
 * The answers the campaign form's choices send (the values, the same whatever the page's language;
 * the page shows each in its own words). The page renders these with no zod in its code, and the
 * checks (campaign-application.ts) load when needed.
 */
export const malaysianStates = [
  "Johor",
  "Kedah",
  "Kelantan",
  "Kuala Lumpur",
  "Labuan",
  "Melaka",
  "Negeri Sembilan",
  "Pahang",
  "Perak",
  "Perlis",
  "Pulau Pinang",
  "Sabah",
  "Sarawak",
  "Selangor",
  "Terengganu",
] as const;

/** The state select's placeholder, which the 11th check refuses, and the package select's "none". */
export const NIL = "Nil";

export const reflexTypes = [
  NIL,
  "Reflex Package Basic",
  "Reflex Package Premium",
  "Reflex Package Premium Plus",
] as const;

/** The fixed `source` of every campaign application sent from this website. */
export const CAMPAIGN_SOURCE = "iKEY website: RHB Reflex Premium Plus for Education campaign";
