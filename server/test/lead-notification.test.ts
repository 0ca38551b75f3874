import { leadKinds } from "@ikey/contracts/leads";
import { describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { leadNotification, type NotifiedLead } from "../src/leads/lead-notification";

const [requestDemo] = leadKinds;
if (!requestDemo) throw new Error("no request-demo kind");
// 4:32 a.m. in Penang is 8:32 p.m. the day before in UTC: the e-mail must say the Malaysian one.
const EARLY_MORNING = Date.parse("2026-12-02T04:32:00+08:00");
const links = { to: "sales@ikey.example", consoleUrl: "https://console.ikey.example" };
const lead: NotifiedLead = {
  id: 7,
  kind: requestDemo,
  payload: validRequestDemo,
  submittedAt: EARLY_MORNING,
  language: "ms",
  source: { utmSource: "facebook", utmCampaign: "tadika-dec", referrerHost: "l.facebook.com" },
  page: "/ms/request-demo",
};

describe("the sales notification", () => {
  it("labels every field, says Malaysia time, the typed request, nobody yet, the source and the lead's link", () => {
    const mail = leadNotification(lead, links);
    for (const raw of ["companyName:", "contactNumber:", "appointmentDate:", "appointmentTime:"]) {
      expect(mail.text).not.toContain(raw);
    }
    expect(mail.text).toContain("Company or institution: Tadika Ceria");
    expect(mail.text).toContain("Received: 2 December 2026 at 04:32 (Malaysia time)");
    expect(mail.text).not.toContain("T20:32");
    expect(mail.text).toContain("Demo: Not booked: the visitor asked for 2026-12-03 at 10:30");
    expect(mail.text).toContain("Assigned to: Nobody yet");
    expect(mail.text).toContain("Source: facebook / tadika-dec");
    expect(mail.text).toContain("Answer in: Bahasa Melayu (ms)");
    expect(mail.text).toContain("Open the lead in the console: https://console.ikey.example/staff/leads/7");
    // The HTML's button is a link to the same page; nothing the visitor typed becomes markup.
    expect(mail.html).toContain('<a href="https://console.ikey.example/staff/leads/7"');
    expect(mail).toMatchObject({
      to: links.to,
      replyTo: validRequestDemo.email,
      subject: "Demo request: Tadika Ceria",
    });
    expect(mail.headers).toEqual({ "Content-Language": "en" });
  });

  it("is written in the assignee's language, with the booked demo and its host", () => {
    const booked: NotifiedLead = {
      ...lead,
      assignee: { email: "wei.ming@ikey.example", name: "黄伟明", language: "zh" },
      booking: {
        startsAt: Date.parse("2026-12-03T10:30:00+08:00"),
        host: { email: "wei.ming@ikey.example", name: "黄伟明" },
        tentative: false,
      },
      source: { utmSource: null, utmCampaign: null, referrerHost: null },
    };
    const mail = leadNotification(booked, links);
    // Labels as the form's page words them, each with a full-width colon and no space after it.
    expect(mail.text).toContain("公司／机构名称：Tadika Ceria");
    expect(mail.text).toContain("负责人：黄伟明");
    expect(mail.text).toContain("演示：已预约于 2026年12月3日 上午10:30（马来西亚时间），由 黄伟明 负责");
    expect(mail.text).toContain("来源：直接访问或未知");
    expect(mail.text).toContain("在控制台打开此潜在客户：https://");
    // The form named in Chinese, not "Demo request".
    expect(mail.subject).toBe("演示申请：Tadika Ceria");
    expect(mail.headers).toEqual({ "Content-Language": "zh-Hans" });
  });

  it("replies to the visitor and to the lead's history when conversations are on", () => {
    const mail = leadNotification(lead, { ...links, historyAddress: "lead-7-0123@replies.ikey.example" });
    expect(mail).toMatchObject({ replyTo: validRequestDemo.email, alsoReplyTo: "lead-7-0123@replies.ikey.example" });
  });
});
