// Pictures only, whose words each language's build fills in: the English module serves every language.
export { parentScreens } from "../parent-app-screens";
