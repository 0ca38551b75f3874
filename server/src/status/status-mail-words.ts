import type { Language } from "@ikey/contracts/languages";
import type { StatusGroupId } from "@ikey/contracts/status-history";
import type { IncidentStatus } from "@ikey/contracts/status-incidents";

/**
 * The status e-mails' words in each language of the site (issue 49): a subscriber reads the
 * confirmation and every update in the language of the page they subscribed on. The groups' titles
 * and the incidents' states are the page's own (web/messages/<language>/status.json; a test keeps
 * the two the same). What staff write (an incident's title and updates) is sent as they wrote it.
 * Typed per language, so a missing translation fails the type check.
 */
export interface StatusMailWords {
  readonly groups: Readonly<Record<StatusGroupId, string>>;
  readonly states: Readonly<Record<IncidentStatus, string>>;
  /** "[iKEY status] Identified: Parent app sign-in fails" */
  incidentSubject(state: string, title: string): string;
  affected(groups: string): string;
  follow(link: string): string;
  readonly why: string;
  unsubscribe(link: string): string;
  readonly confirmSubject: string;
  readonly confirmAsked: string;
  confirm(link: string): string;
  readonly notYou: string;
}

export const statusMailWords: Record<Language, StatusMailWords> = {
  en: {
    groups: {
      server1: "Server (with Cloudflare)",
      server2: "Server (direct access)",
      center: "Center",
      "parent-app": "App (Parent)",
      "educator-app": "App (Educator)",
    },
    states: {
      investigating: "Investigating",
      identified: "Identified",
      monitoring: "Monitoring",
      resolved: "Resolved",
    },
    incidentSubject: (state, title) => `[iKEY status] ${state}: ${title}`,
    affected: (groups) => `Affected: ${groups}`,
    follow: (link) => `Follow this incident: ${link}`,
    why: "You receive this because you subscribed to iKEY's status updates.",
    unsubscribe: (link) => `Unsubscribe: ${link}`,
    confirmSubject: "Confirm your iKEY status updates",
    confirmAsked: "Someone, probably you, asked for e-mails about incidents on iKEY's services at this address.",
    confirm: (link) => `Confirm the subscription: ${link}`,
    notYou: "If it was not you, ignore this e-mail: nothing more will be sent, and the address is forgotten in a week.",
  },
  ms: {
    groups: {
      server1: "Pelayan (melalui Cloudflare)",
      server2: "Pelayan (akses terus)",
      center: "Pusat",
      "parent-app": "Aplikasi (Ibu Bapa)",
      "educator-app": "Aplikasi (Guru)",
    },
    states: {
      investigating: "Sedang disiasat",
      identified: "Punca dikenal pasti",
      monitoring: "Sedang dipantau",
      resolved: "Diselesaikan",
    },
    incidentSubject: (state, title) => `[Status iKEY] ${state}: ${title}`,
    affected: (groups) => `Terjejas: ${groups}`,
    follow: (link) => `Ikuti perkembangan insiden ini: ${link}`,
    why: "Anda menerima e-mel ini kerana anda melanggan kemas kini status iKEY.",
    unsubscribe: (link) => `Berhenti melanggan: ${link}`,
    confirmSubject: "Sahkan langganan kemas kini status iKEY anda",
    confirmAsked:
      "Seseorang (mungkin anda) telah meminta agar makluman tentang insiden perkhidmatan iKEY dihantar ke alamat e-mel ini.",
    confirm: (link) => `Sahkan langganan: ${link}`,
    notYou:
      "Jika bukan anda yang membuat permintaan ini, abaikan sahaja e-mel ini: kami tidak akan menghantar e-mel lagi, dan alamat ini akan dipadam dalam masa seminggu.",
  },
  zh: {
    groups: {
      server1: "服务器（经 Cloudflare）",
      server2: "服务器（直接访问）",
      center: "中心",
      "parent-app": "应用（家长）",
      "educator-app": "应用（教师）",
    },
    states: { investigating: "调查中", identified: "已查明原因", monitoring: "监测中", resolved: "已解决" },
    incidentSubject: (state, title) => `【iKEY 服务状态】${state}：${title}`,
    affected: (groups) => `受影响：${groups}`,
    follow: (link) => `查看此故障的最新进展：${link}`,
    why: "您收到这封电邮，是因为您订阅了 iKEY 的服务状态更新。",
    unsubscribe: (link) => `取消订阅：${link}`,
    confirmSubject: "请确认订阅 iKEY 服务状态更新",
    confirmAsked: "有人（可能是您本人）申请以这个电邮地址接收 iKEY 服务故障通知。",
    confirm: (link) => `确认订阅：${link}`,
    notYou: "如果这不是您本人的操作，请忽略这封电邮：我们不会再发送任何电邮，这个地址将在一周后被删除。",
  },
};
