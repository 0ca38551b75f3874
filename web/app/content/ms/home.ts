/*
 * Every export of the home page's copy is `as const` in English, so its strings are typed as the
 * English sentences themselves and cannot hold a translation. They are re-exported in English
 * until the English module types them as `string`.
 */
export {
  achievements,
  appPromotion,
  appScreens,
  introVideo,
  partners,
  temperatureNote,
  userLogos,
  workflow,
} from "../home";
