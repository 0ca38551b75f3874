import type { Language } from "@ikey/contracts/languages";
import { inSentence } from "../outbox/form-titles";
import { hoursAndMinutes } from "../time";

export interface DigestWords {
  subject(waiting: number, demos: number): string;
  greeting(day: string): string;
  waitingSection(total: number): string;
  noneWaiting: string;
  waited(duration: string, since: string, pastTarget: boolean): string;
  andMore(count: number): string;
  demosSection(count: number): string;
  noDemos: string;
  demo(from: string, to: string, who: string): string;
  /** A waiting lead's first line: who, and by which form. */
  listed(who: string, form: string): string;
  noName: string;
  footer: string;
  /** Business minutes as a person reads them: "45 min", "3 h", "12 h 5 min". */
  duration(minutes: number): string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The morning digest's words in the language of each member's profile
 * (docs/decisions/0039-staff-profile.md); the facts (names, times, links) are put in. Typed per
 * language, so a missing translation fails the type check.
 */
export const digestWords: Record<Language, DigestWords> = {
  en: {
    subject: (waiting, demos) =>
      `Your morning: ${plural(waiting, "lead", "leads")} waiting, ${plural(demos, "demo", "demos")} today`,
    greeting: (day) => `Good morning. This is where your day starts, ${day}.`,
    waitingSection: (total) => `Waiting for a first answer (${total})`,
    noneWaiting: "None: every lead of yours has been answered.",
    waited: (duration, since, pastTarget) =>
      `Waiting ${duration} of business time, since ${since}${pastTarget ? " (past the target)" : ""}`,
    andMore: (count) => `And ${count} more, longest waiting first in the inbox:`,
    demosSection: (count) => `Your demos today (${count})`,
    noDemos: "None booked.",
    demo: (from, to, who) => `${from} to ${to}: ${who}`,
    listed: (who, form) => `${who}, ${form}`,
    noName: "No name given",
    footer: "Times are Malaysia time. Sent by the iKEY website each working morning.",
    duration: (minutes) => hoursAndMinutes(minutes, "h", "min"),
  },
  ms: {
    subject: (waiting, demos) => `Ringkasan pagi: ${waiting} prospek menunggu, ${demos} demo hari ini`,
    greeting: (day) => `Selamat pagi. Berikut ialah ringkasan anda untuk hari ini, ${day}.`,
    waitingSection: (total) => `Menunggu respons pertama (${total})`,
    noneWaiting: "Tiada: semua prospek anda telah mendapat respons.",
    waited: (duration, since, pastTarget) =>
      `Telah menunggu ${duration} dalam waktu bekerja, sejak ${since}${pastTarget ? " (melebihi sasaran)" : ""}`,
    andMore: (count) => `Ada ${count} lagi dalam peti masuk, disusun mengikut tempoh menunggu paling lama:`,
    demosSection: (count) => `Demo anda hari ini (${count})`,
    noDemos: "Tiada demo ditempah.",
    demo: (from, to, who) => `${from} hingga ${to}: ${who}`,
    listed: (who, form) => `${who}, ${inSentence(form)}`,
    noName: "Nama tidak diberikan",
    footer: "Semua waktu ialah waktu Malaysia. E-mel ini dihantar oleh laman web iKEY setiap pagi hari bekerja.",
    duration: (minutes) => hoursAndMinutes(minutes, "jam", "minit"),
  },
  zh: {
    subject: (waiting, demos) => `早安：${waiting} 位潜在客户待回复，今天有 ${demos} 场演示`,
    greeting: (day) => `早安！今天是 ${day}，以下是您今天的工作概览。`,
    waitingSection: (total) => `等待首次回复（${total}）`,
    noneWaiting: "无：您的潜在客户均已获得回复。",
    waited: (duration, since, pastTarget) =>
      `自 ${since} 起已等待 ${duration}（按营业时间计）${pastTarget ? "，已超过目标时间" : ""}`,
    andMore: (count) => `另有 ${count} 位，可在收件箱中按等待时间由长至短查看：`,
    demosSection: (count) => `您今天的演示（${count}）`,
    noDemos: "今天没有预约演示。",
    demo: (from, to, who) => `${from} 至 ${to}：${who}`,
    listed: (who, form) => `${who}，${form}`,
    noName: "未提供姓名",
    footer: "以上时间均为马来西亚时间。此电邮由 iKEY 网站于每个工作日早上发送。",
    duration: (minutes) => hoursAndMinutes(minutes, "小时", "分钟"),
  },
};
