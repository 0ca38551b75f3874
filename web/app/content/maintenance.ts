import type { Illustration } from "../components/illustration";
import { drawings } from "../data/drawings";

/** The one picture of /maintainance; its alt text carries the page's message. */
export const maintenanceImage: Illustration = {
  ...drawings.maintenance,
  alt: "iKEY is under maintenance: a server being repaired, with a spanner, a gear and a safety cone.",
};
