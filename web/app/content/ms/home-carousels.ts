import { appScreenSlidesWith, centreWordmarksWith } from "../home-carousel-pictures";
import type * as En from "../home-carousels";

// Each centre's name and town are its own, and stay as they are; the kind of centre is translated.
export const centreKinds: typeof En.centreKinds = {
  kindergarten: "Tadika",
  tuition: "Pusat tuisyen",
  childcare: "Taska",
  montessori: "Prasekolah Montessori",
  enrichment: "Pusat pengayaan",
};

export const centreWordmarks: typeof En.centreWordmarks = centreWordmarksWith(centreKinds);

export const appScreenCaptions: typeof En.appScreenCaptions = {
  announce: "Pengumuman: berita daripada pusat",
  invoice: "Invois: yuran tertunggak dan resit",
  gallery: "Galeri: foto dari kelas",
  attend: "Kehadiran: siapa yang hadir hari ini",
  temp: "Suhu: daftar masuk dengan bacaan suhu",
  report: "Laporan: kemajuan sepanjang penggal",
  log: "Log harian: makan, tidur dan aktiviti",
  qa: "Soal jawab ibu bapa: tanya pusat",
};

export const appScreenSlides: typeof En.appScreenSlides = appScreenSlidesWith(appScreenCaptions);
