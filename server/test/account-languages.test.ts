import { afterEach, describe, expect, it } from "vitest";
import { type AccountHarness, createAccountHarness } from "./account-harness";
import { engines } from "./test-app";

let harness: AccountHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

// docs/decisions/0017-languages.md: the deactivation answers and the account e-mails use the language of the page.
describe.each(engines)("account answers and e-mails in the page's language on %s", (engine) => {
  it("answers a Malay page in Malay and writes its e-mail in Malay, and the reactivation e-mail too", async () => {
    harness = await createAccountHarness(engine);
    const h = harness;
    await h.create("ibu@ceria.example", "correct horse");

    expect(await h.deactivate("ibu@ceria.example", "wrong horse", { language: "ms-MY" })).toMatchObject({
      success: false,
      message: "E-mel atau kata laluan tidak betul. Sila cuba lagi.",
    });
    expect(await h.deactivate("ibu@ceria.example", "correct horse", { language: "ms-MY" })).toMatchObject({
      success: true,
      message:
        "Akaun anda telah dinyahaktifkan. Akaun ini akan dipadam secara kekal dalam masa 180 hari melainkan anda log masuk semula.",
    });
    expect((await h.account("ibu@ceria.example"))?.language).toBe("ms");
    const [deactivation] = await h.accountMail();
    expect(deactivation?.message.subject).toBe("Akaun iKEY anda telah dinyahaktifkan");
    expect(deactivation?.message.text).toContain("(waktu Malaysia)");
    expect(deactivation?.message.text).not.toContain("Malaysia time");

    // The parent app's login sends no language: the e-mail follows the account's.
    h.advance(86_400_000);
    expect(await h.login("ibu@ceria.example", "correct horse")).toMatchObject({
      success: true,
      message: "Welcome back. Your account has been reactivated.",
    });
    const reactivation = (await h.accountMail()).at(-1);
    expect(reactivation?.message.subject).toBe("Akaun iKEY anda telah diaktifkan semula");
  });

  it("answers a Chinese page in Chinese, and any other language in English", async () => {
    harness = await createAccountHarness(engine);
    const h = harness;
    await h.create("mama@ceria.example", "correct horse");
    expect(await h.deactivate("mama@ceria.example", "correct horse", { language: "zh-Hans-MY" })).toMatchObject({
      message: "您的账户已停用。除非您再次登录，账户将在 180 天后被永久删除。",
    });
    const [mail] = await h.accountMail();
    expect(mail?.message.subject).toBe("您的 iKEY 账户已停用");
    expect(await h.deactivate("mama@ceria.example", "correct horse", { language: "fr" })).toMatchObject({
      message: "This account is already deactivated. Log in to the iKEY app to reactivate it.",
    });
  });
});
