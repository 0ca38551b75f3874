// Every export of ../home is an `as const` object whose words are typed as the English string
// literals, too narrow for a translation, so the home page's sections stay in English until those
// types are widened. (The home page's heading and introduction are in page-intros.ts.)
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
