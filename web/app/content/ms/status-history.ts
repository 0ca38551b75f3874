import type * as En from "../status-history";

export const incidentBannerCopy: typeof En.incidentBannerCopy = {
  checking: "Menyemak insiden…",
  clear: "Tiada insiden dilaporkan.",
  allResolved: "Tiada insiden yang belum selesai.",
  unavailable: "Laporan insiden tidak dapat dimuatkan.",
  pointer: "Insiden lalu disenaraikan di bawah semakan langsung.",
  details: "Butiran",
  detailsOf: (title: string) => ` tentang ${title}`,
  incident: (title: string, othersOpen: number) => `${title}${othersOpen > 0 ? ` (dan ${othersOpen} lagi)` : ""}`,
  latest: (status: string, message: string) => (message ? `${status}: ${message}` : status),
};

export const historyCopy: typeof En.historyCopy = {
  heading: "Masa operasi dalam 90 hari lepas",
  loading: "Memuatkan sejarah setiap perkhidmatan…",
  unavailable: "Sejarah tidak dapat dimuatkan. Sila cuba lagi kemudian.",
  updated: (time: string) => `Diukur oleh pelayan kami setiap minit. Dikemas kini ${time} (waktu Malaysia).`,
  figuresLabel: (group: string) => `Masa operasi ${group}`,
  noData: "Tiada data",
  legendLabel: "Petunjuk warna bagi bar harian",
  bands: {
    full: "100%",
    high: "99% atau lebih",
    fair: "95% atau lebih",
    low: "Bawah 95%",
    none: "Tiada data",
  },
  barLabel: (group: string) => `${group}: masa operasi mengikut hari, 90 hari lepas`,
  barStart: "90 hari lalu",
  barEnd: "Hari ini",
  // Malay nouns do not change with the count, so the check count itself is not needed.
  day: (date: string, uptime: string, checks: string, _checkCount: number, failures: string) =>
    `${date}: masa operasi ${uptime}, ${checks} semakan, ${failures} gagal`,
  dayWithoutData: (date: string) => `${date}: Tiada data`,
};

export const subscribeCopy: typeof En.subscribeCopy = {
  heading: "Terima kemas kini insiden melalui e-mel",
  intro:
    "Kami akan menghantar e-mel kepada anda apabila kami membuka insiden, menyiarkan kemas kini tentangnya dan apabila insiden itu diselesaikan. Terlebih dahulu kami menghantar mesej untuk mengesahkan alamat anda, dan setiap e-mel mengandungi pautan untuk berhenti melanggan.",
  emailLabel: "E-mel",
  submit: "Langgan",
  busy: "Melanggan…",
  sent: "Semak peti masuk anda untuk mengesahkan langganan anda.",
  failed: "Tidak dapat melanggan. Sila cuba lagi.",
  feedIntro: "Lebih suka pembaca berita?",
  feedLink: "Ikuti insiden melalui suapan Atom",
  feedTitle: "Insiden perkhidmatan iKEY",
};
