import { drawings } from "../../data/drawings";
import type * as En from "../maintenance";

export const maintenanceImage: typeof En.maintenanceImage = {
  ...drawings.maintenance,
  alt: "iKEY 正在进行维护：一台服务器正在维修，旁边有扳手、齿轮和安全锥。",
};
