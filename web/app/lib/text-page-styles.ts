import styles from "../styles/text-pages.css?url";

/** The stylesheet of the long-form text pages, for their route modules' `links` export. */
export const textPageLinks = () => [{ rel: "stylesheet", href: styles }];
