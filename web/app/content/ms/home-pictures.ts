// Pictures only, no words: the English module serves every language.
export { workflowIcons } from "../home-pictures";
