import type * as En from "../status-history-details";

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
