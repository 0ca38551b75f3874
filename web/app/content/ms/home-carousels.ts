import { appScreenSlidesWith } from "../home-carousel-pictures";
import type * as En from "../home-carousels";

// centreLogos' alt text is each centre's own name, which stays as it is.
export { centreLogos } from "../home-carousel-pictures";

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
