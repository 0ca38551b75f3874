import type { Language } from "@ikey/contracts/languages";

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
  noName: string;
  footer: string;
  /** Business minutes as a person reads them: "45 min", "3 h", "12 h 5 min". */
  duration(minutes: number): string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function hoursAndMinutes(minutes: number, hour: string, minute: string, gap = " "): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}${gap}${minute}`;
  return rest === 0 ? `${hours}${gap}${hour}` : `${hours}${gap}${hour} ${rest}${gap}${minute}`;
}

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
    noName: "No name given",
    footer: "Times are Malaysia time. Sent by the iKEY website each working morning.",
    duration: (minutes) => hoursAndMinutes(minutes, "h", "min"),
  },
  ms: {
    subject: (waiting, demos) => `Pagi anda: ${waiting} prospek menunggu, ${demos} demo hari ini`,
    greeting: (day) => `Selamat pagi. Di sinilah hari anda bermula, ${day}.`,
    waitingSection: (total) => `Menunggu jawapan pertama (${total})`,
    noneWaiting: "Tiada: setiap prospek anda telah dijawab.",
    waited: (duration, since, pastTarget) =>
      `Menunggu ${duration} masa perniagaan, sejak ${since}${pastTarget ? " (melepasi sasaran)" : ""}`,
    andMore: (count) => `Dan ${count} lagi, yang paling lama menunggu dahulu dalam peti masuk:`,
    demosSection: (count) => `Demo anda hari ini (${count})`,
    noDemos: "Tiada yang ditempah.",
    demo: (from, to, who) => `${from} hingga ${to}: ${who}`,
    noName: "Tiada nama diberi",
    footer: "Waktu ialah waktu Malaysia. Dihantar oleh laman web iKEY setiap pagi hari bekerja.",
    duration: (minutes) => hoursAndMinutes(minutes, "j", "min"),
  },
  zh: {
    subject: (waiting, demos) => `早安：${waiting} 个潜在客户等待中，今天 ${demos} 场演示`,
    greeting: (day) => `早安。今天是${day}，新的一天从这里开始。`,
    waitingSection: (total) => `等待首次回复（${total}）`,
    noneWaiting: "没有：您的每个潜在客户都已回复。",
    waited: (duration, since, pastTarget) =>
      `已等待 ${duration}（营业时间），自 ${since}${pastTarget ? "（已超过目标）" : ""}`,
    andMore: (count) => `还有 ${count} 个，在收件箱中按等待时间最长排序：`,
    demosSection: (count) => `您今天的演示（${count}）`,
    noDemos: "没有预约。",
    demo: (from, to, who) => `${from} 至 ${to}：${who}`,
    noName: "未提供姓名",
    footer: "时间均为马来西亚时间。由 iKEY 网站在每个工作日早上发送。",
    duration: (minutes) => hoursAndMinutes(minutes, "小时", "分钟"),
  },
};
