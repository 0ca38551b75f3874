// html-validate's rules for the prerendered site (web/test/built-html.test.ts, bench/html-checks.mjs).
// The recommended set, with only the rules that object to how React serialises valid HTML set to
// React's way; every other rule stays an error.
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes <meta/> and <link/>: a trailing slash on a void element is valid HTML and ignored.
    "void-style": ["error", { style: "selfclose" }],
    // React keeps its camel-cased prop names (charSet, hrefLang, tabIndex): HTML attribute names are case-insensitive.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React writes a true boolean attribute as name="" (async="", inert=""), which HTML allows.
    "attribute-boolean-style": ["error", { style: "empty" }],
    // React writes hidden="" from props but a bare hidden in the boundaries it streams: both are valid.
    "attribute-empty-style": "off",
    // React's generated ids (useId's _R_…_, a streamed boundary's B:0 and S:0) are valid HTML ids
    // (unique, no spaces) that only the rule's stricter default pattern refuses.
    "valid-id": ["error", { relaxed: true }],
  },
};
