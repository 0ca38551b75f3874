import styles from "../styles/text-pages.css?url";
import { stylesheetHandle } from "./stylesheets";

/** The stylesheet of the long-form text pages, as their route modules' `handle` export. */
export const textPageHandle = stylesheetHandle(styles);
