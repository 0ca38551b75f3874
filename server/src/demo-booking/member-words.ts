import type { Language } from "@ikey/contracts/languages";

/** What a member's demo e-mail says about the visitor, whose facts go in as typed. */
export interface BookedVisitor {
  readonly name: string;
  readonly companyName: string;
  readonly email: string;
  readonly contactNumber: string;
}

export interface MemberWords {
  /** "handed": the demo went to another host, named in the body; "given": it came to this one. */
  subject(change: "booked" | "moved" | "given" | "handed" | "cancelled", centre: string, when: string): string;
  booked(when: string, minutes: number): string;
  /** Moved by the same host, from the time it had (`was`). */
  moved(when: string, minutes: number, was: string): string;
  /** Moved and given to this member by `from`, who had it at `was`. */
  given(when: string, minutes: number, was: string, from: string): string;
  /** To the host who had it: the demo goes to `to` at `when`; it was theirs at `was`. */
  handed(visitor: BookedVisitor, change: { readonly when: string; readonly was: string; readonly to: string }): string;
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
    subject: (change, centre, when) =>
      `${{ booked: "Demo booked", moved: "Demo moved", given: "Demo given to you", handed: "Demo handed on", cancelled: "Demo cancelled" }[change]}: ${centre}, ${when}`,
    booked: (when, minutes) => `A demo has been booked for you on ${when} (${minutes} minutes).`,
    moved: (when, minutes, was) => `Your demo has been moved from ${was} to ${when} (${minutes} minutes).`,
    given: (when, minutes, was, from) =>
      `A demo has been given to you on ${when} (${minutes} minutes). It was ${from}'s, on ${was}.`,
    handed: (visitor, change) =>
      `The demo for ${visitor.companyName} (${visitor.name}, ${visitor.contactNumber}) on ${change.was} has been handed to ${change.to}, on ${change.when}. It is taken out of your calendar.`,
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
      `${{ booked: "Demo ditempah", moved: "Demo dipindahkan", given: "Demo diserahkan kepada anda", handed: "Demo diserahkan kepada orang lain", cancelled: "Demo dibatalkan" }[change]}: ${centre}, ${when}`,
    booked: (when, minutes) => `Demo baharu telah ditempah untuk anda pada ${when} (${minutes} minit).`,
    moved: (when, minutes, was) => `Demo anda telah dipindahkan dari ${was} ke ${when} (${minutes} minit).`,
    given: (when, minutes, was, from) =>
      `Demo pada ${when} (${minutes} minit) kini diserahkan kepada anda. Sebelum ini, demo tersebut dikendalikan oleh ${from} pada ${was}.`,
    handed: (visitor, change) =>
      `Demo untuk ${visitor.companyName} (${visitor.name}, ${visitor.contactNumber}) pada ${change.was} telah diserahkan kepada ${change.to} dan kini dijadualkan pada ${change.when}. Demo ini dikeluarkan daripada kalendar anda.`,
    details: (visitor) => [
      `Nama: ${visitor.name}`,
      `Pusat: ${visitor.companyName}`,
      `Telefon: ${visitor.contactNumber}`,
      `E-mel: ${visitor.email}`,
    ],
    yours: (leadUrl) => `Prospek ini kini di bawah anda, dengan status “Demo scheduled”: ${leadUrl}`,
    cancelled: (visitor, when) =>
      `Demo untuk ${visitor.companyName} (${visitor.name}, ${visitor.contactNumber}) pada ${when} telah dibatalkan.`,
  },
  zh: {
    subject: (change, centre, when) =>
      `演示${{ booked: "已预约", moved: "已改期", given: "已转交给您", handed: "已转交他人", cancelled: "已取消" }[change]}：${centre}，${when}`,
    booked: (when, minutes) => `已为您预约一场演示：${when}（${minutes} 分钟）。`,
    moved: (when, minutes, was) => `您的演示已由 ${was} 改至 ${when}（${minutes} 分钟）。`,
    given: (when, minutes, was, from) =>
      `有一场演示已转交给您负责：${when}（${minutes} 分钟）。此演示原由 ${from} 负责，原定时间为 ${was}。`,
    handed: (visitor, change) =>
      `${visitor.companyName}（${visitor.name}，${visitor.contactNumber}）原定于 ${change.was} 的演示已转交给 ${change.to}，演示时间为 ${change.when}，并已从您的日历中移除。`,
    details: (visitor) => [
      `姓名：${visitor.name}`,
      `中心：${visitor.companyName}`,
      `电话：${visitor.contactNumber}`,
      `电邮：${visitor.email}`,
    ],
    yours: (leadUrl) => `此潜在客户由您负责，状态为“Demo scheduled”：${leadUrl}`,
    cancelled: (visitor, when) =>
      `${visitor.companyName}（${visitor.name}，${visitor.contactNumber}）原定于 ${when} 的演示已取消。`,
  },
};
