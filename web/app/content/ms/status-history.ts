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

export const responseTimeCopy: typeof En.responseTimeCopy = {
  heading: "Masa respons, 24 jam lepas",
  median: "Median (p50)",
  slow: "Persentil ke-95 (p95)",
  scale: (highest: string) => `Skala: 0 hingga ${highest}`,
  summary: (lowMedian: string, highMedian: string, highestSlow: string) =>
    `Masa respons dalam 24 jam lepas: median antara ${lowMedian} dan ${highMedian}; persentil ke-95 bagi jam yang paling perlahan ialah ${highestSlow}.`,
  noData: "Tiada masa respons diukur dalam 24 jam lepas.",
  oneHour: (median: string, slow: string) =>
    `Belum cukup ukuran untuk carta: setakat ini satu jam sahaja, dengan median ${median} dan persentil ke-95 ${slow}.`,
  tableSummary: "Masa respons mengikut jam",
  tableHour: "Jam (waktu Malaysia)",
  milliseconds: (ms: string) => `${ms} ms`,
};

export const incidentCopy: typeof En.incidentCopy = {
  openHeading: "Insiden yang belum selesai",
  pastHeading: "Insiden lalu",
  pastNote: "Insiden yang diselesaikan dalam 30 hari lepas. Semua masa ialah waktu Malaysia.",
  openNote: "Semua masa ialah waktu Malaysia.",
  noPast: "Tiada insiden dalam 30 hari lepas.",
  affects: (groups: string) => `Terjejas: ${groups}`,
  started: "Bermula",
  resolved: "Diselesaikan",
  updatesLabel: (title: string) => `Kemas kini tentang ${title}, yang terbaharu dahulu`,
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
