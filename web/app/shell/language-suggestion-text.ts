import type { Language } from "@ikey/contracts/languages";

/**
 * The suggestion is written in the language it suggests, whatever the page's language, so each
 * build carries these few words in all three languages instead of taking them from its catalogue.
 */
export const suggestionText: Record<Language, { readonly offer: string; readonly go: string; readonly stay: string }> =
  {
    en: { offer: "This page is also in English.", go: "Read it in English", stay: "No, thanks" },
    ms: {
      offer: "Halaman ini juga ada dalam Bahasa Melayu.",
      go: "Baca dalam Bahasa Melayu",
      stay: "Tidak, terima kasih",
    },
    zh: { offer: "本页也有简体中文版本。", go: "阅读中文版", stay: "不用了，谢谢" },
  };
