import { appScreenSlidesWith, centreWordmarksWith } from "../../data/home-carousel-pictures";
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
  attend: "Kehadiran: waktu tiba dan suhu",
  report: "Laporan: kemajuan sepanjang penggal",
  leave: "Cuti: mohon dalam aplikasi",
  qa: "Soalan: tanya guru",
  video: "Video: belajar di rumah",
};

export const appScreenAlts: typeof En.appScreenAlts = {
  announce: "Hari Sukan pada hari Sabtu, 12 Disember, 8 pagi di padang pusat, diumumkan kepada ibu bapa semua kelas.",
  invoice:
    "Invois Disember Aisyah Farid, RM 480.00, dibayar pada 3 Disember melalui perbankan dalam talian, dengan resit RC-2612-0093.",
  gallery: "Album Minggu Seni: Melukis batik, dengan 24 foto.",
  attend:
    "Aisyah Farid tiba pada 7:48 pagi hari ini dengan suhu 36.6 °C, dan rekod kehadirannya awal minggu ini di bawahnya.",
  report:
    "Kad laporan Penggal 2 2026 Aisyah Farid: penilaian bintang untuk bahasa, matematik, kreativiti dan kemahiran sosial, serta ulasan guru.",
  leave: "Permohonan cuti untuk Aisyah Farid pada 17 dan 18 Disember, kerana percutian keluarga ke Ipoh.",
  qa: "Seorang bapa bertanya kepada Cikgu Nurul Huda sama ada Aisyah perlu membawa topi untuk Hari Sukan, dan cikgu menjawab.",
  video: "Video Fonik: huruf B untuk pelanggan, dan tiga video lagi untuk ditonton.",
};

export const appScreenSlides: typeof En.appScreenSlides = appScreenSlidesWith(appScreenCaptions, appScreenAlts);
