// Drawings only, no words: the English module serves every language.
export { campaignDrawings } from "../campaign-drawings";
