// Pictures only, and the centres' own names, which stay as they are: the English module serves every language.
export { appScreenSlidesWith, centreLogos } from "../home-carousel-pictures";
