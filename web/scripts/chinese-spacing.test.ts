import { expect, test } from "vitest";
import { catalogue } from "../../e2e/lib/catalogues.ts";

// The Chinese catalogue sets no space after its full-width punctuation, which carries its own
// (issue 50: "。 " read as a gap). Its messages a page shows only later (alerts, a form's steps) are
// read here; what the built pages show, templates included, in web/test/languages.test.ts. A space
// between a date and its weekday ("12月7日 周一") is how dates are written, so only punctuation is asked.
test("no Chinese message has a space after full-width punctuation", () => {
  const spaced = Object.entries(catalogue("zh")).filter(([, text]) =>
    /[。，、；：！？）」』”][ \u00a0\u3000]/.test(text),
  );
  expect(spaced).toEqual([]);
});
