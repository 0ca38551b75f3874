import { stylesheetHandle } from "../../lib/stylesheets";
import textPageStyles from "../../styles/text-pages.css?url";
import styles from "./help.css?url";

/** The help pages' stylesheets, as their route modules' `handle` export. */
export const helpPageHandle = stylesheetHandle(textPageStyles, styles);
