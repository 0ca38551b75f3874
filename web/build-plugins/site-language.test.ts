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
  it("exports each of Paraglide's messages as its function in the build's language", async () => {
    const code = transform(siteLanguage("ms"), messageModule, "/repo/web/app/paraglide/messages/back_to_top.js");
    expect(code).not.toContain(STATIC_LOCALE_EXPRESSION);
    expect(code).not.toMatch(/^import .*runtime\.js/m);
    expect(code).not.toContain("console.warn");
    expect(code).toMatch(/export const back_to_top = ms_back_to_top;\n$/);
    // It still runs, and says the Malay words.
    const module = await import(`data:text/javascript,${encodeURIComponent(code ?? "")}`);
    expect(module.back_to_top()).toBe("Kembali ke atas");
  });

  it("leaves every other module alone", () => {
    expect(transform(siteLanguage("ms"), messageModule, "/repo/web/app/shell/site-header.tsx")).toBeNull();
  });
});
