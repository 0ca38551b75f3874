import type { Page } from "@playwright/test";

/**
 * Elements with Han characters of their own (hidden ones too: they are laid out) whose fonts do not
 * start with the page's Chinese face. Their text goes to the browser's system fallback, which loaded
 * the 19.5 MB CJK font file a second time within the first layout (docs/decisions/0017).
 */
export function hanOutsideChineseFont(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chineseFace = getComputedStyle(document.body).fontFamily.split(",")[0]?.trim() ?? "";
    const strays = /iKEY Han/.test(chineseFace) ? [] : [`body starts with ${chineseFace}`];
    for (const element of document.body.querySelectorAll(":not(script, style, template)")) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent);
      const placeholder = element.getAttribute("placeholder") ?? "";
      if (!/\p{Script=Han}/u.test(own.join("") + placeholder)) continue;
      const face = getComputedStyle(element).fontFamily.split(",")[0]?.trim();
      if (face !== chineseFace)
        strays.push(`<${element.localName} class="${element.getAttribute("class")}"> in ${face}`);
    }
    return strays;
  });
}
