import { drawings } from "../../data/drawings";
import { parentScreens } from "../../data/parent-app-screens";
import type * as En from "../center-management-system";
import { BUSINESS_HOURS } from "./contact";

export type { WhyUsPoint } from "../center-management-system";

export const cmsBanner: typeof En.cmsBanner = {
  summary:
    "Invois, pengumuman, galeri, data pelajar, kehadiran dan kad laporan dalam satu sistem web untuk pejabat, yang dihubungkan dengan aplikasi iKEY Educator di bilik darjah dan aplikasi iKEY Parent di rumah.",
  applyLabel: "Mohon Sekarang",
  pricing: "Versi asas adalah percuma. Versi premium dengan lebih banyak ciri akan tiba tidak lama lagi.",
  image: {
    ...drawings["cms-dashboard"],
    alt: "Papan pemuka iKEY Tadika Sri Mutiara: 124 invois dikeluarkan pada bulan Disember berjumlah RM 59,520.00, RM 47,040.00 telah dibayar dan RM 12,480.00 belum dibayar dengan 4 invois lewat tempoh, 16 daripada 18 kanak-kanak Kelas Melati telah tiba hari ini, dan pengumuman Hari Sukan sedang dijadualkan untuk 8 Disember, 9 pagi.",
  },
};

export const cmsFeatures: typeof En.cmsFeatures = [
  {
    id: "invoicing",
    heading: "Invois",
    blocks: [
      {
        type: "p",
        text: "Tetapkan yuran anda sekali sahaja dan biarkan iKEY menguruskan selebihnya. Invois dan resit dijana secara automatik dan dihantar kepada ibu bapa dalam aplikasi iKEY Parent.",
      },
      {
        type: "p",
        text: "Setiap transaksi direkodkan, jadi anda boleh melihat dengan sekali imbas siapa yang telah membayar dan berapa yang masih tertunggak, tanpa timbunan buku resit.",
      },
    ],
    image: {
      ...parentScreens["parent-invoice"],
      alt: "Invois daripada pusat seperti yang dilihat ibu bapa dalam aplikasi iKEY Parent: INV-2612-0118, RM 480.00 untuk Disember, dibayar pada 3 Disember melalui perbankan dalam talian (FPX), dengan resit RC-2612-0093.",
    },
  },
  {
    id: "announcement",
    heading: "Pengumuman",
    blocks: [
      {
        type: "p",
        text: "Penutupan pada cuti umum, peringatan yuran atau latihan persembahan: hantarkannya sekarang sebagai pengumuman sekali sahaja, atau jadualkannya untuk dihantar kemudian. Hanya 4 klik diperlukan.",
      },
      { type: "p", text: "Ibu bapa menerima pemberitahuan di telefon mereka, jadi berita penting tidak terlepas." },
    ],
    image: {
      ...parentScreens["parent-announcement"],
      alt: "Pengumuman Hari Sukan pusat seperti yang diterima ibu bapa dalam aplikasi iKEY Parent, bersama pemberitahuannya.",
    },
  },
  {
    id: "gallery",
    heading: "Galeri",
    blocks: [
      {
        type: "p",
        text: "Kongsi detik-detik pembelajaran yang pasti ingin dilihat oleh ibu bapa: seni dan kraf, lawatan, hari sukan dan sambutan. Muat naik foto ke galeri pusat dan ibu bapa boleh melihatnya dalam aplikasi mereka.",
      },
    ],
    image: {
      ...parentScreens["parent-gallery"],
      alt: "Album Minggu Seni: Melukis batik, 24 foto, seperti yang dilihat ibu bapa dalam aplikasi iKEY Parent.",
    },
  },
  {
    id: "data-management",
    heading: "Pengurusan Data",
    blocks: [
      {
        type: "p",
        text: "Simpan semua data pelajar anda di satu tempat berpusat, bukan lagi dalam fail dan hamparan yang berselerak.",
      },
      {
        type: "ul",
        items: [
          "Pengurusan guru: profil kakitangan dan kelas yang mereka ajar.",
          "Pengurusan pelajar: butiran setiap kanak-kanak, ibu bapanya dan pendaftarannya.",
          "Pengurusan jenis kursus: program dan kelas yang ditawarkan oleh pusat anda.",
        ],
      },
    ],
    image: {
      ...drawings["data-management"],
      alt: "Halaman Murid dalam sistem pusat iKEY, dengan tab untuk murid, guru dan kelas: enam kanak-kanak Kelas Melati dan aplikasi ibu bapa mereka: lima dipasangkan, satu dijemput.",
    },
  },
  {
    id: "attendance",
    heading: "Kehadiran",
    blocks: [
      {
        type: "p",
        text: "Guru menanda kehadiran dalam aplikasi iKEY Educator dan merekodkan suhu badan setiap kanak-kanak di pintu masuk.",
      },
      {
        type: "p",
        text: "Ibu bapa dimaklumkan secara masa nyata apabila anak mereka tiba dan pulang, dan pejabat dapat melihat kehadiran hari itu sebaik sahaja ia berlaku.",
      },
    ],
    image: {
      ...parentScreens["parent-attendance"],
      alt: "Pendaftaran masuk seperti yang dilihat ibu bapa: Aisyah Farid tiba pada 7:48 pagi dengan suhu 36.6 °C, dan ibu bapanya dimaklumkan serta-merta.",
    },
  },
  {
    id: "student-report",
    heading: "Laporan pelajar",
    blocks: [
      {
        type: "p",
        text: "Sediakan kad laporan menggunakan templat yang anda sesuaikan sendiri. Pilih perkara yang dipaparkan dalam setiap laporan, seperti markah, maklum balas guru dan huraian, dan tambahkan logo pusat anda.",
      },
      {
        type: "p",
        text: "Ibu bapa membaca laporan yang telah siap dalam aplikasi mereka dan boleh memuat turunnya sebagai PDF.",
      },
    ],
    image: {
      ...parentScreens["parent-report"],
      alt: "Kad laporan Penggal 2 2026 dengan penilaian bintang bagi empat bidang dan ulasan guru, seperti yang dilihat ibu bapa dalam aplikasi iKEY Parent, sedia untuk dimuat turun sebagai PDF.",
    },
  },
];

export const cmsWhyUs: typeof En.cmsWhyUs = {
  heading: "Mengapa pusat memilih iKEY",
  points: [
    {
      heading: "Nilai",
      blocks: [
        {
          type: "p",
          text: "Versi asas adalah percuma. Satu sistem menggantikan borang kertas, hamparan dan kumpulan sembang, jadi pasukan anda kurang menghabiskan masa dengan kerja pentadbiran dan lebih banyak masa bersama kanak-kanak.",
        },
      ],
    },
    {
      heading: "Keprihatinan",
      blocks: [
        {
          type: "p",
          text: "Kami mengambil berat tentang perjalanan harian pusat anda. Kami mendengar pendapat pemilik, guru dan ibu bapa, dan menambah baik iKEY berdasarkan maklum balas mereka.",
        },
      ],
    },
    {
      heading: "Sokongan",
      blocks: [
        {
          type: "p",
          text: `Latihan percuma untuk kakitangan anda, dan lawatan ke pusat anda untuk membantu anda bermula. Pasukan sokongan kami sedia membantu pada hari ${BUSINESS_HOURS}.`,
        },
      ],
    },
  ],
};

export const cmsApplication: typeof En.cmsApplication = {
  heading: "Borang Permohonan",
  blocks: [
    {
      type: "p",
      text: [
        "Bersedia untuk menggunakan iKEY di pusat anda? Lengkapkan empat langkah di bawah dan kami akan menyediakan akaun pusat anda. Lebih suka mengisi borang di halaman tersendiri? ",
        { text: "Mohon dalam talian", href: "/sign-up" },
        ".",
      ],
    },
  ],
};
