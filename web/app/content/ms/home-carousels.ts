/*
 * centreLogos holds the centres' own names, which are not translated. appScreenSlides' captions
 * are typed as the English captions (the list is `as const`), too narrow for a translation, so
 * both are re-exported in English.
 */
export { appScreenSlides, centreLogos } from "../home-carousels";
