import { drawings } from "../../data/drawings";
import type * as En from "../maintenance";

export const maintenanceImage: typeof En.maintenanceImage = {
  ...drawings.maintenance,
  alt: "iKEY sedang dalam penyelenggaraan: sebuah pelayan sedang dibaiki, dengan sepana, gear dan kon keselamatan.",
};
