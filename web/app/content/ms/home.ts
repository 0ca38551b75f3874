import { userCounts } from "../../data/home-figures";
import { workflowIcons } from "../../data/home-pictures";
import type * as En from "../home";

export const partners: typeof En.partners = {
  heading: "Bekerjasama dengan rakan kongsi yang dipercayai",
  marks: [
    { name: "RHB Bank", kind: "Rakan kongsi perbankan" },
    { name: "PayLink FPX", kind: "Gerbang pembayaran dalam talian" },
    { name: "LedgerCloud", kind: "Rakan kongsi perakaunan awan" },
  ],
};

export const workflow: typeof En.workflow = {
  heading: "Seluruh pusat anda, satu aliran kerja",
  intro: "Enam tugas harian yang iKEY uruskan untuk anda.",
  features: [
    {
      icon: workflowIcons.payment,
      title: "Pembayaran dan invois",
      text: "Invois dan resit dijana untuk anda dan dihantar ke telefon ibu bapa. Setiap bayaran direkodkan, jadi urusan hujung bulan selesai dalam beberapa minit.",
    },
    {
      icon: workflowIcons.announcement,
      title: "Makluman pengumuman",
      text: "Tulis sekali, hantar sekarang atau jadualkan untuk kemudian. Ibu bapa menerima pemberitahuan sebaik sahaja pengumuman dihantar.",
    },
    {
      icon: workflowIcons.gallery,
      title: "Galeri pusat",
      text: "Kongsi foto dan video detik-detik pembelajaran secara peribadi dengan keluarga dalam setiap kelas.",
    },
    {
      icon: workflowIcons.data,
      title: "Pengurusan data",
      text: "Pelajar, guru, kelas dan jenis kursus di satu tempat, tidak lagi berselerak dalam pelbagai hamparan.",
    },
    {
      icon: workflowIcons.attendance,
      title: "Kehadiran",
      text: "Guru merekodkan kehadiran dan suhu badan dalam aplikasi, dan ibu bapa dimaklumkan serta-merta.",
    },
    {
      icon: workflowIcons.reports,
      title: "Laporan pelajar",
      text: "Sediakan kad laporan menggunakan templat anda sendiri, dengan markah, maklum balas, huraian dan logo pusat anda.",
    },
  ],
};

export const temperatureNote: typeof En.temperatureNote = {
  label: "Baharu sejak Mei 2020",
  text: "Pusat kini boleh merekodkan beberapa bacaan suhu badan bagi setiap kanak-kanak dalam sehari, contohnya semasa tiba, selepas makan tengah hari dan sebelum pulang.",
};

export const appPromotion: typeof En.appPromotion = {
  heading: "Dua aplikasi, satu pusat yang saling berhubung",
  text: "iKEY Educator meletakkan kehadiran, daftar masuk dan keluar serta pengumuman di dalam poket setiap guru. iKEY Parent memastikan keluarga sentiasa tahu tentang invois, foto, kehadiran dan laporan. Kedua-duanya percuma untuk dimuat turun.",
  downloadsLabel: "Muat turun aplikasi untuk",
};

export const achievements: typeof En.achievements = {
  heading: "Dipercayai oleh pusat di seluruh Malaysia",
  counters: [
    { value: userCounts.teachers, label: "guru" },
    { value: userCounts.centres, label: "pusat" },
    { value: userCounts.learners, label: "pelajar" },
  ],
};

export const introVideo: typeof En.introVideo = {
  heading: "Kenali iKEY dalam dua minit",
  title: "Memperkenalkan iKEY",
};

export const userLogos: typeof En.userLogos = {
  heading: "Pusat yang menggunakan iKEY",
};

export const appScreens: typeof En.appScreens = {
  heading: "Lihat aplikasi dengan lebih dekat",
};
