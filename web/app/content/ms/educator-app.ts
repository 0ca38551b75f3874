import { drawings } from "../drawings";
import type * as En from "../educator-app";
import { parentScreens } from "../parent-app-screens";

export const educatorBanner: typeof En.educatorBanner = {
  summary: "Untuk guru dan kakitangan pusat yang menggunakan iKEY. Dapatkannya untuk Android, iPhone atau Huawei:",
  image: {
    ...drawings["educator-app"],
    alt: "Aplikasi iKEY Educator pada telefon: satu kelas kanak-kanak dengan tanda kehadiran, bacaan suhu 36.5 dan satu pemberitahuan.",
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
      alt: "Termometer pegang tangan menghantar bacaan 36.6 darjah Celsius ke telefon yang dipasangkan dengannya, dan telefon itu mengesahkan bacaan tersebut.",
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
      alt: "Papan bilik darjah dengan wajah kanak-kanak, kebanyakannya bertanda hadir, dan butang untuk menambah bilik darjah.",
    },
  },
];
