import { centreSignUp } from "@ikey/contracts/centre-sign-up";
import { requestDemo } from "@ikey/contracts/request-demo";
import { describe, expect, it } from "vitest";
import { cancelledMails, confirmedMails, type DemoVisitor } from "../src/demo-booking/booking-mail";
import { handOffNotice } from "../src/leads/hand-off-notice";
import { reofferNotice } from "../src/leads/reoffer-notice";

// The site writes to a member in the language of their profile (docs/decisions/0039-staff-profile.md),
// and to the visitor in theirs, in the same booking.

const visitor: DemoVisitor = {
  name: "Aisyah Farid",
  companyName: "Tadika Sri Mutiara",
  email: "aisyah@mutiara.example",
  contactNumber: "012-345 6789",
  language: "ms",
};
const startsAt = Date.parse("2026-12-08T10:00:00+08:00");
const demo = {
  bookingId: 7,
  leadId: 42,
  domain: "ikey.example",
  sequence: 0,
  startsAt,
  endsAt: startsAt + 30 * 60_000,
  memberEmail: "mei.ling@ikey.example",
  memberName: "陈美玲",
  memberLanguage: "zh" as const,
  consoleUrl: "https://ikey.example/staff",
  now: startsAt - 86_400_000,
  visitorLink: "https://ikey.example/ms/demo-booking#token=abc",
};

describe("a member's e-mails", () => {
  it("about a booked or cancelled demo are in the member's language, the visitor's in theirs", () => {
    const [toVisitor, toMember] = confirmedMails(visitor, demo);
    expect(toVisitor?.subject).toMatch(/^Demo iKEY anda/);
    expect(toMember?.subject).toMatch(/^演示已预约：Tadika Sri Mutiara，2026年12月8日/);
    expect(toMember?.text).toContain("电话：012-345 6789");
    expect(toMember?.text).toContain("https://ikey.example/staff/leads/42");
    // The invitation names the member who gives the demo.
    expect(toMember?.calendar?.content).toMatch(/ORGANIZER;CN="?陈美玲 \(iKEY\)"?:mailto:mei\.ling@ikey\.example/);
    const [, cancelled] = cancelledMails(visitor, demo);
    expect(cancelled?.subject).toMatch(/^演示已取消/);
    const [, inMalay] = cancelledMails(visitor, { ...demo, memberLanguage: "ms" });
    expect(inMalay?.text).toMatch(/^Demo untuk Tadika Sri Mutiara .* telah dibatalkan\.\n$/);
  });

  it("about a lead re-offered to another member is in the member's language and names the lead", () => {
    const notice = reofferNotice({
      leadId: 42,
      // A line break in a name never reaches the Subject header.
      contact: { name: "Aisyah\r\nRahman", company: "Tadika Sri Mutiara" },
      form: requestDemo,
      receivedAt: startsAt,
      targetMinutes: 60,
      toEmail: "cai@ikey.example",
      fromEmail: "ana@ikey.example",
      fromLanguage: "ms",
      consoleUrl: "https://ikey.example/staff",
    });
    expect(notice.subject).toBe(
      "Tadika Sri Mutiara (Aisyah Rahman): prospek ditawarkan semula kepada cai@ikey.example",
    );
    // The form and the target in Malay, not "Demo request" and "1 h".
    expect(notice.text).toMatch(
      /^Permintaan demo yang diterima pada 8 Disember 2026, 10:00 pagi \(waktu Malaysia\) belum dihubungi dalam tempoh sasaran respons, iaitu 1 jam waktu bekerja\.\n/,
    );
    expect(notice.text).toContain("Nama: Aisyah Rahman\nPusat: Tadika Sri Mutiara\n");
    expect(notice.text).toContain("Prospek ini kini diserahkan kepada cai@ikey.example");
    expect(notice.text).toContain("Pautan prospek: https://ikey.example/staff/leads/42");
  });

  it("about a lead handed to them is in the member's language, with the note and the link", () => {
    const notice = handOffNotice({
      leadId: 42,
      contact: { name: "黄伟明", company: "" },
      form: centreSignUp,
      fromEmail: "ana@ikey.example",
      toEmail: "mei.ling@ikey.example",
      toLanguage: "zh",
      note: "她想要周一的演示。",
      consoleUrl: "https://ikey.example/staff",
    });
    expect(notice).toMatchObject({
      to: "mei.ling@ikey.example",
      replyTo: "ana@ikey.example",
      subject: "黄伟明：ana@ikey.example 已将潜在客户转交给您",
    });
    expect(notice.text).toMatch(/^ana@ikey\.example 已将一份“中心注册申请”转交给您，现由您负责。\n/);
    expect(notice.text).toContain("对方的备注：\n她想要周一的演示。\n");
    expect(notice.text).toContain("姓名：黄伟明\n潜在客户页面：https://ikey.example/staff/leads/42");
    expect(notice.text).not.toContain("中心：");
  });
});
