// The same pictures in every language: only their words differ, and the build draws those in.
export { homeScreens } from "../home-screens";
