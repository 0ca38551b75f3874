import * as En from "../home";

// The pictures and figures are the English module's; only the words are Malay.
const { logos } = En.partners;
const { features } = En.workflow;
const { counters } = En.achievements;

export const partners: typeof En.partners = {
  heading: "Bekerjasama dengan rakan kongsi yang dipercayai",
  logos: [
    { ...logos[0], alt: "RHB Bank, rakan kongsi perbankan kami" },
    { ...logos[1], alt: "PayLink FPX, gerbang pembayaran dalam talian kami" },
    { ...logos[2], alt: "LedgerCloud, rakan kongsi perakaunan awan dan aplikasi kewangan kami" },
  ],
};

export const workflow: typeof En.workflow = {
  heading: "Seluruh pusat anda, satu aliran kerja",
  intro: "Enam tugas harian yang iKEY uruskan untuk anda.",
  features: [
    {
      ...features[0],
      title: "Pembayaran dan invois",
      text: "Invois dan resit dijana untuk anda dan dihantar ke telefon ibu bapa. Setiap bayaran direkodkan, jadi urusan hujung bulan selesai dalam beberapa minit.",
    },
    {
      ...features[1],
      title: "Makluman pengumuman",
      text: "Tulis sekali, hantar sekarang atau jadualkan untuk kemudian. Ibu bapa menerima pemberitahuan sebaik sahaja pengumuman dihantar.",
    },
    {
      ...features[2],
      title: "Galeri pusat",
      text: "Kongsi foto dan video detik-detik pembelajaran secara peribadi dengan keluarga dalam setiap kelas.",
    },
    {
      ...features[3],
      title: "Pengurusan data",
      text: "Pelajar, guru, kelas dan jenis kursus di satu tempat, tidak lagi berselerak dalam pelbagai hamparan.",
    },
    {
      ...features[4],
      title: "Kehadiran",
      text: "Guru merekodkan kehadiran dan suhu badan dalam aplikasi, dan ibu bapa dimaklumkan serta-merta.",
    },
    {
      ...features[5],
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
    { ...counters[0], label: "guru" },
    { ...counters[1], label: "pusat" },
    { ...counters[2], label: "pelajar" },
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
