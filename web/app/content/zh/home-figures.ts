// Figures only, no words: the English module serves every language.
export { userCounts } from "../home-figures";
