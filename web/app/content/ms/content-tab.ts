export type { ContentTab } from "../content-tab";
