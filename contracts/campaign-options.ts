/**
 * What the campaign form shows, apart from its checks (campaign-application.ts):
 * the page renders these with no zod in its code, and the checks load when needed.
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

/** The state select's placeholder, which the 11th check refuses. */
export const NIL = "Nil";

export const reflexTypes = [
  NIL,
  "Reflex Package Basic",
  "Reflex Package Premium",
  "Reflex Package Premium Plus",
] as const;

/** The fixed `source` of every campaign application sent from this website. */
export const CAMPAIGN_SOURCE = "iKEY website: RHB Reflex Premium Plus for Education campaign";
