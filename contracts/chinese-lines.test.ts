import { expect, test } from "vitest";
import { keepEndTogether } from "./chinese-lines";

test("joins a Chinese text's last two characters, before its closing punctuation", () => {
  expect(keepEndTogether("我们会事先通知。")).toBe("我们会事先通\u2060知。");
  expect(keepEndTogether("（与公司注册资料一致）")).toBe("（与公司注册资料一\u2060致）");
  expect(keepEndTogether("家长")).toBe("家\u2060长");
});

test("leaves other endings as they are", () => {
  for (const text of [
    "We will tell you first.",
    "Kami akan memaklumkan anda.",
    "请发电邮至 support@ikey.example",
    "好。",
    "",
  ])
    expect(keepEndTogether(text)).toBe(text);
});
