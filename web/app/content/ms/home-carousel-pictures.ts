// Pictures, and the centres' own names and towns, which stay as they are: the English module serves every language.
export { appScreenSlidesWith, centreWordmarksWith } from "../home-carousel-pictures";
