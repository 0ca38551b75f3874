import type { Language } from "@ikey/contracts/languages";

/** What a member's demo e-mail says about the visitor, whose facts go in as typed. */
export interface BookedVisitor {
  readonly name: string;
  readonly companyName: string;
  readonly email: string;
  readonly contactNumber: string;
}

export interface MemberWords {
  subject(change: "booked" | "moved" | "cancelled", centre: string, when: string): string;
  booked(when: string, minutes: number): string;
  moved(when: string, minutes: number): string;
  /** The visitor's details, one to a line. */
  details(visitor: BookedVisitor): string[];
  yours(leadUrl: string): string;
  cancelled(visitor: BookedVisitor, when: string): string;
}

/**
 * A sales member's e-mails about their demos, in the language of their profile
 * (docs/decisions/0039-staff-profile.md): typed per language, so a missing translation fails the
 * type check, as the visitor's words (booking-mail.ts). "Demo scheduled" is the console's status,
 * which the console names in English.
 */
export const memberWords: Record<Language, MemberWords> = {
  en: {
    subject: (change, centre, when) => `Demo ${change}: ${centre}, ${when}`,
    booked: (when, minutes) => `A demo has been booked for you on ${when} (${minutes} minutes).`,
    moved: (when, minutes) => `A demo has been moved to ${when} (${minutes} minutes).`,
    details: (visitor) => [
      `Name: ${visitor.name}`,
      `Centre: ${visitor.companyName}`,
      `Phone: ${visitor.contactNumber}`,
      `E-mail: ${visitor.email}`,
    ],
    yours: (leadUrl) => `The lead is yours, as "Demo scheduled": ${leadUrl}`,
    cancelled: (visitor, when) =>
      `The demo for ${visitor.companyName} (${visitor.name}, ${visitor.contactNumber}) on ${when} is cancelled.`,
  },
  ms: {
    subject: (change, centre, when) =>
      `Demo ${{ booked: "ditempah", moved: "dipindah", cancelled: "dibatalkan" }[change]}: ${centre}, ${when}`,
    booked: (when, minutes) => `Satu demo telah ditempah untuk anda pada ${when} (${minutes} minit).`,
    moved: (when, minutes) => `Satu demo telah dipindah ke ${when} (${minutes} minit).`,
    details: (visitor) => [
      `Nama: ${visitor.name}`,
      `Pusat: ${visitor.companyName}`,
      `Telefon: ${visitor.contactNumber}`,
      `E-mel: ${visitor.email}`,
    ],
    yours: (leadUrl) => `Prospek ini milik anda, berstatus "Demo scheduled": ${leadUrl}`,
    cancelled: (visitor, when) =>
      `Demo untuk ${visitor.companyName} (${visitor.name}, ${visitor.contactNumber}) pada ${when} telah dibatalkan.`,
  },
  zh: {
    subject: (change, centre, when) =>
      `演示${{ booked: "已预约", moved: "已改期", cancelled: "已取消" }[change]}：${centre}，${when}`,
    booked: (when, minutes) => `已为您预约一场演示：${when}（${minutes} 分钟）。`,
    moved: (when, minutes) => `一场演示已改至 ${when}（${minutes} 分钟）。`,
    details: (visitor) => [
      `姓名：${visitor.name}`,
      `中心：${visitor.companyName}`,
      `电话：${visitor.contactNumber}`,
      `电邮：${visitor.email}`,
    ],
    yours: (leadUrl) => `此潜在客户由您负责，状态为"Demo scheduled"：${leadUrl}`,
    cancelled: (visitor, when) =>
      `${visitor.companyName}（${visitor.name}，${visitor.contactNumber}）原定于 ${when} 的演示已取消。`,
  },
};
