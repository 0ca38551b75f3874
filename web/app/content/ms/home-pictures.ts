// Pictures only, no words: the English module serves every language.
export { partnerLogos, workflowIcons } from "../home-pictures";
