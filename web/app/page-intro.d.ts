/**
 * One page's id, heading, introduction and description, in the build's language
 * (web/build-plugins/page-intros.ts).
 */
declare module "virtual:page-intro/*" {
  const intro: import("../build-plugins/page-intros").PageIntroOf;
  export default intro;
}
