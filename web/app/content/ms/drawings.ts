// Drawings only, no words: the English module serves every language.
export { drawings } from "../drawings";
