/**
 * Facts about iKEY the pages' prose places by name (web/build-plugins/content-facts.ts). Not in
 * contracts/business.ts: that module is in every page's scripts, and these are written out by the
 * build. The footer's first copyright year says the same (app/shell/site-shell.test.tsx checks).
 */
export const FOUNDED_YEAR = 2018;
