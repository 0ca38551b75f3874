import { drawings } from "../../data/drawings";
import { parentScreens } from "../../data/parent-app-screens";
import type * as En from "../educator-app";

export const educatorBanner: typeof En.educatorBanner = {
  summary: "Untuk guru dan kakitangan pusat yang menggunakan iKEY. Dapatkannya untuk Android, iPhone atau Huawei:",
  image: {
    ...drawings["educator-app"],
    alt: "Senarai daftar masuk Kelas Melati dalam aplikasi iKEY Educator: 16 daripada 18 kanak-kanak telah tiba, setiap seorang dengan masa dan suhu badan, 37.6 °C Daniel Lee ditanda tinggi, Muhammad Adam tidak hadir kerana cuti sakit; di sebelahnya termometer iKEY Thermo T2, dipasangkan melalui Bluetooth dengan bateri 82%.",
  },
};

export const educatorFeatures: typeof En.educatorFeatures = [
  {
    id: "announcement",
    heading: "Pengumuman",
    blocks: [
      {
        type: "p",
        text: "Maklumkan kepada ibu bapa apa yang sedang berlaku tanpa meninggalkan bilik darjah. Tulis pengumuman dalam aplikasi dan ibu bapa akan menerimanya di telefon mereka sebagai pemberitahuan.",
      },
    ],
    image: {
      ...parentScreens["parent-announcement"],
      alt: "Pengumuman kelas seperti yang diterima ibu bapa dalam aplikasi iKEY Parent: Hari Sukan pada hari Sabtu, 12 Disember, bersama pemberitahuannya.",
    },
  },
  {
    id: "check-in-out",
    heading: "Daftar Masuk dan Keluar",
    blocks: [
      {
        type: "p",
        text: "Pasangkan termometer Bluetooth dengan aplikasi sekali sahaja. Apabila kanak-kanak tiba atau pulang, ambil suhu mereka dan bacaan itu direkodkan bersama daftar masuk atau daftar keluar: tidak perlu menaip, tiada buku log kertas.",
      },
      {
        type: "p",
        text: "Suhu boleh diambil lebih daripada sekali sehari, dan ibu bapa dimaklumkan secara masa nyata.",
      },
    ],
    image: {
      ...drawings["thermometer-pairing"],
      alt: "Termometer pegang tangan yang menunjukkan 36.6 °C di sebelah skrin termometer aplikasi: iKEY Thermo T2 bersambung melalui Bluetooth dengan bateri 82%, dan bacaan terakhirnya, 36.6 °C untuk Aisyah Farid, direkodkan semasa dia tiba pada 07:48.",
    },
  },
  {
    id: "attendance",
    heading: "Kehadiran",
    blocks: [
      {
        type: "p",
        text: "Cipta bilik darjah di halaman kehadiran, tambahkan kanak-kanak, dan tandakan siapa yang hadir dengan beberapa ketikan sahaja. Pejabat pusat dapat melihat rekod yang sama dengan serta-merta.",
      },
    ],
    image: {
      ...drawings.classroom,
      alt: "Halaman kehadiran pada tablet: kelas Kelas Melati dan Kelas Orkid dengan butang untuk menambah kelas, serta kanak-kanak Kelas Melati, 16 daripada 18 hadir, seorang tidak hadir dan seorang belum tiba.",
    },
  },
];
