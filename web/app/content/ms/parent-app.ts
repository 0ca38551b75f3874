import { drawings } from "../drawings";
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
    ...drawings["parent-app"],
    alt: "Aplikasi iKEY Parent pada telefon: profil seorang kanak-kanak dengan pintasan ke invois, galeri, video dan kehadiran, serta satu pemberitahuan baharu.",
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
    image: { ...drawings.announcement, alt: "Sebuah megafon di sebelah telefon yang menunjukkan pengumuman baharu." },
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
    image: { ...drawings.invoice, alt: "Invois berjumlah RM 180.00 di sebelah resit yang bertanda telah dibayar." },
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
    image: { ...drawings.gallery, alt: "Tiga foto aktiviti pusat yang disusun seperti album foto." },
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
      ...drawings.video,
      alt: "Sebuah video yang sedia untuk dimainkan, dengan bintang yang menandakan kandungan untuk pelanggan.",
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
      ...drawings.attendance,
      alt: "Sebuah telefon yang menyenaraikan kanak-kanak yang telah mendaftar masuk bersama suhu badan mereka, di sebelah termometer dan satu pemberitahuan.",
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
      ...drawings["student-report"],
      alt: "Kad laporan dengan logo pusat, bar markah dan kotak maklum balas, sedia untuk dimuat turun sebagai PDF.",
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
      ...drawings.leave,
      alt: "Kalendar dengan beberapa hari bertanda cuti, dan kapal terbang kertas yang menghantar permohonan itu.",
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
    image: { ...drawings.questions, alt: "Gelembung soalan dan gelembung jawapan." },
  },
];
