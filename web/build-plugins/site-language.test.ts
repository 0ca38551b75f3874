import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { STATIC_LOCALE_EXPRESSION, siteLanguage } from "./site-language";

/** The plugin's transform hook, called as Vite calls it. */
function transform(plugin: Plugin, code: string, id: string): string | null {
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, id)?.code ?? null;
}

// A message module as web/scripts/compile-messages.mjs writes it (compiled before the tests run).
const messageModule = readFileSync(new URL("../app/paraglide/messages/back_to_top.js", import.meta.url), "utf8");

describe("the site-language plugin", () => {
  it("fixes Paraglide's messages to the build's language, without the other-locale warning", () => {
    const code = transform(siteLanguage("ms"), messageModule, "/repo/web/app/paraglide/messages/back_to_top.js");
    expect(code).not.toContain(STATIC_LOCALE_EXPRESSION);
    expect(code).toContain('const locale = "ms" ??');
    expect(code).not.toContain("console.warn");
  });

  it("leaves every other module alone", () => {
    expect(transform(siteLanguage("ms"), messageModule, "/repo/web/app/shell/site-header.tsx")).toBeNull();
  });
});
