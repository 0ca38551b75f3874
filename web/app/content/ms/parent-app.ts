import { parentScreens } from "../../data/parent-app-screens";
import type * as En from "../parent-app";

export const parentBanner: typeof En.parentBanner = {
  summary: "Untuk ibu bapa dan pelajar dewasa. Dapatkannya untuk Android, iPhone atau Huawei:",
  pairing: [
    {
      type: "p",
      text: [
        "Sudah mempunyai kod pasangan daripada pusat anda? ",
        { text: "Lihat cara memautkan profil anak anda", href: "/new-feature" },
        ".",
      ],
    },
  ],
  image: {
    ...parentScreens["parent-home"],
    alt: "Aplikasi iKEY Parent pada telefon: skrin utama Aisyah Farid, menunjukkan dia tiba pada 7:48 pagi dengan suhu 36.6 °C, pintasan ke invois, galeri, video dan kehadiran, serta pengumuman Hari Sukan; di sebelahnya, pemberitahuan bayaran RM 480.00 diterima dan 24 foto baharu.",
  },
};

export const parentFeatures: typeof En.parentFeatures = [
  {
    id: "announcement",
    heading: "Pengumuman",
    blocks: [
      {
        type: "p",
        text: "Notis penutupan, acara dan peringatan daripada pusat anak anda sampai sebagai pemberitahuan, dan setiap pengumuman kekal dalam aplikasi untuk dibaca semula kemudian.",
      },
    ],
    image: {
      ...parentScreens["parent-announcement"],
      alt: "Pengumuman dalam aplikasi ibu bapa: Hari Sukan pada hari Sabtu, 12 Disember, 8 pagi di padang pusat, dengan peringatan memakai baju-T kelas, dihantar oleh Tadika Sri Mutiara kepada ibu bapa semua kelas, serta pemberitahuan yang membawanya.",
    },
  },
  {
    id: "invoices-and-receipts",
    heading: "Invois dan Resit",
    blocks: [
      {
        type: "p",
        text: "Lihat setiap invois sebaik sahaja pusat mengeluarkannya, dan simpan semua resit di satu tempat, bukan lagi dalam laci yang penuh dengan slip kertas.",
      },
    ],
    image: {
      ...parentScreens["parent-invoice"],
      alt: "Invois INV-2612-0118 dalam aplikasi ibu bapa untuk yuran Disember Aisyah Farid: yuran pengajian RM 420.00 dan makanan RM 60.00, berjumlah RM 480.00, dibayar pada 3 Disember melalui perbankan dalam talian (FPX), dengan resit RC-2612-0093 dan butang untuk memuat turunnya sebagai PDF.",
    },
  },
  {
    id: "gallery",
    heading: "Galeri",
    blocks: [
      {
        type: "p",
        text: "Foto detik-detik pembelajaran anak anda, daripada seni dan kraf hingga lawatan dan sambutan, yang dikongsi oleh pusat.",
      },
    ],
    image: {
      ...parentScreens["parent-gallery"],
      alt: "Galeri dalam aplikasi ibu bapa: album Minggu Seni: Melukis batik, 24 foto hasil batik kanak-kanak, dan pemberitahuan foto baharu.",
    },
  },
  {
    id: "videos",
    heading: "Video",
    blocks: [
      {
        type: "p",
        text: "Langgan untuk menonton video dalam aplikasi, supaya pembelajaran dapat diteruskan di rumah mengikut rentak anak anda sendiri.",
      },
    ],
    image: {
      ...parentScreens["parent-video"],
      alt: "Video dalam aplikasi ibu bapa: Fonik: huruf B, bertanda kandungan pelanggan, dan video lain untuk ditonton: Mengira hingga 20, Warna dan bentuk, serta Kisah enggang.",
    },
  },
  {
    id: "attendance",
    heading: "Kehadiran",
    blocks: [
      {
        type: "p",
        text: "Ketahui saat anak anda mendaftar masuk dan keluar, bersama suhu badan yang diambil di pintu masuk, dan semak semula sejarah kehadiran bila-bila masa anda perlukan.",
      },
    ],
    image: {
      ...parentScreens["parent-attendance"],
      alt: "Kehadiran Aisyah Farid dalam aplikasi ibu bapa: tiba hari ini, Isnin 7 Disember, pada 7:48 pagi dengan suhu normal 36.6 °C, dan kehadirannya awal minggu ini, antara 36.4 dan 36.7 °C; di sebelahnya, pemberitahuan ketibaan.",
    },
  },
  {
    id: "reports",
    heading: "Laporan",
    blocks: [
      {
        type: "p",
        text: "Baca laporan kemajuan anak anda daripada guru, dan muat turun laporan serta rekod lain sebagai fail PDF untuk disimpan atau dicetak.",
      },
    ],
    image: {
      ...parentScreens["parent-report"],
      alt: "Kad laporan Penggal 2 2026 Aisyah Farid dalam aplikasi ibu bapa: empat bintang daripada lima untuk bahasa, tiga untuk matematik, lima untuk kreativiti dan empat untuk kemahiran sosial, ulasan guru, dan butang untuk memuat turunnya sebagai PDF.",
    },
  },
  {
    id: "leave-application",
    heading: "Permohonan Cuti",
    blocks: [
      {
        type: "p",
        text: "Anak demam, atau pergi bercuti bersama keluarga? Mohon cuti dalam aplikasi dan pusat akan mengetahuinya dengan serta-merta, tanpa perlu membuat panggilan telefon atau menulis surat.",
      },
    ],
    image: {
      ...parentScreens["parent-leave"],
      alt: "Permohonan cuti dalam aplikasi ibu bapa: cuti keluarga untuk Aisyah Farid pada 17 dan 18 Disember kerana percutian keluarga ke Ipoh, dihantar kepada guru, dan pemberitahuan bahawa cuti itu diluluskan.",
    },
  },
  {
    id: "parents-q-and-a",
    heading: "Soal Jawab Ibu Bapa",
    blocks: [
      {
        type: "p",
        text: "Ada soalan tentang aplikasi, yuran atau jadual? Cari jawapannya di ruangan Soal Jawab Ibu Bapa, tempat soalan dan jawapan dikumpulkan bersama.",
      },
    ],
    image: {
      ...parentScreens["parent-questions"],
      alt: "Soalan dalam aplikasi ibu bapa: seorang bapa bertanya kepada Cikgu Nurul Huda sama ada Aisyah perlu membawa topi untuk Hari Sukan, dan cikgu menjawab ya, bersama botol air.",
    },
  },
];
