import { afterEach, describe, expect, it } from "vitest";
import { isUniqueViolation } from "../src/db/errors";
import { type AccountHarness, createAccountHarness, WRONG_CREDENTIALS } from "./account-harness";
import { engines } from "./test-app";

let harness: AccountHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe.each(engines)("account states on %s", (engine) => {
  it("goes active, deactivated (with its e-mail), and active again by logging in (with the activation e-mail)", async () => {
    harness = await createAccountHarness(engine);
    const h = harness;
    await h.create("parent@ceria.example", "correct horse");
    expect(await h.account("parent@ceria.example")).toMatchObject({
      status: "active",
      deactivated_at: null,
      last_login_at: null,
    });

    const deactivatedAt = h.clock();
    expect(await h.deactivate("parent@ceria.example", "correct horse")).toMatchObject({
      success: true,
      message: "Your account has been deactivated. It will be permanently deleted in 180 days unless you log in again.",
    });
    expect(await h.account("parent@ceria.example")).toMatchObject({
      status: "deactivated",
      deactivated_at: deactivatedAt,
    });
    let mail = await h.accountMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.status).toBe("pending");
    expect(mail[0]?.lead_id).toBeNull();
    expect(mail[0]?.message).toMatchObject({
      to: "parent@ceria.example",
      replyTo: "support@ikey.example",
      subject: "Your iKEY account has been deactivated",
    });
    expect(mail[0]?.message.text).toContain("log in to the iKEY app again to reactivate");
    // 180 days after 21 November 2026, 09:00 in Penang.
    expect(mail[0]?.message.text).toContain("20 May 2027 at 09:00 (Malaysia time)");
    expect(h.queued()).toBe(1);

    // Asking again changes nothing and says so.
    h.advance(60_000);
    expect(await h.deactivate("parent@ceria.example", "correct horse")).toMatchObject({
      success: true,
      message: "This account is already deactivated. Log in to the iKEY app to reactivate it.",
    });
    expect((await h.account("parent@ceria.example"))?.deactivated_at).toBe(deactivatedAt);
    expect(await h.accountMail()).toHaveLength(1);

    h.advance(3 * 86_400_000);
    const loginAt = h.clock();
    expect(await h.login("parent@ceria.example", "correct horse")).toMatchObject({
      success: true,
      message: "Welcome back. Your account has been reactivated.",
    });
    expect(await h.account("parent@ceria.example")).toMatchObject({
      status: "active",
      deactivated_at: null,
      last_login_at: loginAt,
    });
    mail = await h.accountMail();
    expect(mail).toHaveLength(2);
    expect(mail[1]?.message).toMatchObject({
      to: "parent@ceria.example",
      subject: "Your iKEY account has been reactivated",
    });
    expect(h.queued()).toBe(2);

    // An ordinary login records the time and sends nothing.
    h.advance(60_000);
    expect(await h.login("parent@ceria.example", "correct horse")).toMatchObject({
      success: true,
      message: "You are logged in.",
    });
    expect((await h.account("parent@ceria.example"))?.last_login_at).toBe(h.clock());
    expect(await h.accountMail()).toHaveLength(2);
    expect(h.queued()).toBe(2);
  });

  it("answers a wrong password and an unknown e-mail alike, on both calls, and changes nothing", async () => {
    harness = await createAccountHarness(engine);
    const h = harness;
    await h.create("parent@ceria.example", "correct horse");
    const answers = [
      await h.deactivate("parent@ceria.example", "wrong horse"),
      await h.deactivate("nobody@ceria.example", "wrong horse"),
      await h.login("parent@ceria.example", "wrong horse"),
      await h.login("nobody@ceria.example", "correct horse"),
    ];
    for (const answer of answers) expect(answer).toEqual({ success: false, message: WRONG_CREDENTIALS });
    expect((await h.account("parent@ceria.example"))?.status).toBe("active");
    expect(await h.account("nobody@ceria.example")).toBeUndefined();
    expect(await h.accountMail()).toHaveLength(0);
  });

  it("compares e-mails without regard to case, and allows one account per e-mail", async () => {
    harness = await createAccountHarness(engine);
    const h = harness;
    await h.create("Mei.Ling@Ceria.Example", "correct horse");
    expect((await h.account("mei.ling@ceria.example"))?.email).toBe("mei.ling@ceria.example");
    expect((await h.deactivate("MEI.LING@ceria.example", "correct horse")).success).toBe(true);
    expect((await h.login("  mei.ling@CERIA.example ", "correct horse")).success).toBe(true);
    const duplicate = await h.create("MEI.LING@CERIA.EXAMPLE", "another one").catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
  });

  it("checks the password exactly: case and spaces count", async () => {
    harness = await createAccountHarness(engine);
    const h = harness;
    await h.create("parent@ceria.example", "Correct Horse ");
    for (const attempt of ["correct horse ", "Correct Horse", " Correct Horse "]) {
      expect((await h.deactivate("parent@ceria.example", attempt)).success).toBe(false);
    }
    expect((await h.deactivate("parent@ceria.example", "Correct Horse ")).success).toBe(true);
  });
});
