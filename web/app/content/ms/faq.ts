import type { Block } from "../../components/prose";
import { HUAWEI_NOTICE_DATE } from "../announcement-dates";
import type * as En from "../faq";
import { formatDate } from "../lib/format";

/**
 * One question and its answer. Each question renders as an h3 under the tab's h2,
 * so screen-reader users can jump from question to question.
 */
interface Question {
  readonly question: string;
  readonly answer: readonly Block[];
}

function toBlocks(questions: readonly Question[]): Block[] {
  return questions.flatMap(({ question, answer }) => [{ type: "h3", text: question } as const, ...answer]);
}

// Facts repeated in more than one tab are written once, so the tabs cannot disagree.
const supportedPhones: Question = {
  question: "Telefon apakah yang boleh menggunakan aplikasi iKEY?",
  answer: [
    {
      type: "p",
      text: "iKEY Parent dan iKEY Educator boleh digunakan pada iPhone dengan iOS 10 atau lebih baharu dan pada telefon Android dengan Android 6.0 atau lebih baharu. Sila pastikan aplikasi sentiasa dikemas kini supaya anda mendapat pembaikan terkini.",
    },
    {
      type: "p",
      text: [
        "Telefon Huawei yang tidak mempunyai Google Play Store tidak dapat menggunakan aplikasi mudah alih iKEY. Kami telah menerangkan perkara ini dalam ",
        { text: `pengumuman kami pada ${formatDate(HUAWEI_NOTICE_DATE, "ms")}`, href: "/announcement" },
        ".",
      ],
    },
  ],
};

const forgotPassword: Question = {
  question: "Saya terlupa kata laluan. Bagaimanakah cara menetapkannya semula?",
  answer: [
    {
      type: "p",
      text: "Pada skrin log masuk aplikasi, ketik Lupa Kata Laluan (Forgot Password) dan masukkan alamat e-mel yang anda gunakan untuk log masuk. Kami akan menghantar e-mel kepada anda untuk menetapkan semula kata laluan; jika e-mel itu tiada dalam peti masuk anda selepas beberapa minit, semak folder spam atau sarap. Kata laluan baharu anda mestilah sekurang-kurangnya 8 aksara.",
    },
    {
      type: "p",
      text: [
        "Masih tidak dapat log masuk? Ikut ",
        { text: "tip penyelesaian masalah akaun", href: "/account-security-tips" },
        " kami.",
      ],
    },
  ],
};

const cmsQuestions: readonly Question[] = [
  {
    question: "Apakah iKEY Centre Management System (CMS)?",
    answer: [
      {
        type: "p",
        text: "CMS ialah sistem web yang digunakan oleh pejabat pusat anda untuk menjalankan perniagaan. Di satu tempat, anda boleh mengurus guru, pelajar dan jenis kursus, mengeluarkan invois dan menyimpan rekod pembayaran, menghantar pengumuman, berkongsi foto di galeri, menyimpan data pelajar serta kehadiran dengan suhu badan, dan menghasilkan laporan.",
      },
      {
        type: "p",
        text: "Apa sahaja yang anda lakukan dalam CMS sampai kepada guru melalui aplikasi iKEY Educator dan kepada ibu bapa melalui aplikasi iKEY Parent, jadi semua orang menggunakan rekod yang sama.",
      },
    ],
  },
  {
    question: "Adakah CMS dikenakan bayaran?",
    answer: [
      {
        type: "p",
        text: "Versi asas CMS adalah percuma. Versi premium dengan lebih banyak ciri akan diumumkan kemudian. Setiap pusat mendapat latihan percuma, dan pasukan kami boleh melawat pusat anda untuk membantu anda bermula.",
      },
      {
        type: "p",
        text: [
          "Untuk melihat cara ia berfungsi, ",
          { text: "minta demo", href: "#request-a-demo" },
          " atau baca tentang ",
          { text: "Sistem Pengurusan Pusat", href: "/center-management-system" },
          ".",
        ],
      },
    ],
  },
  {
    question: "Bagaimanakah saya memberi guru saya akses kepada aplikasi Educator?",
    answer: [
      {
        type: "p",
        text: "Guru tidak mendaftar sendiri. Sebagai pentadbir pusat, anda mencipta akaun log masuk setiap guru dalam CMS. Guru itu kemudian memuat turun iKEY Educator dan log masuk dengan e-mel dan kata laluan yang anda tetapkan.",
      },
    ],
  },
  {
    question: "Bagaimanakah ibu bapa dihubungkan dengan pusat saya?",
    answer: [
      {
        type: "p",
        text: "Setiap profil kanak-kanak dalam CMS mempunyai kod pasangannya sendiri dan kod QR sekali guna. Berikan kod itu, atau minta ibu bapa mengimbas kod QR, dan ibu bapa akan memasangkan profil anak itu dengan pusat anda dalam aplikasi iKEY Parent. Selepas itu, ibu bapa akan menerima pengumuman, invois, foto, kehadiran dan laporan anda bagi anak tersebut.",
      },
      {
        type: "p",
        text: "Jaga kod pasangan seperti kata laluan dan berikan kod itu hanya kepada ibu bapa atau penjaga kanak-kanak tersebut. Kod QR hanya boleh digunakan sekali, jadi berikan kod baharu kepada ibu bapa jika mereka perlu memasangkan profil sekali lagi.",
      },
    ],
  },
  {
    question: "Bagaimanakah invois dan resit berfungsi?",
    answer: [
      {
        type: "p",
        text: "CMS menjana invois dan resit untuk anda dan menghantarnya kepada ibu bapa dalam aplikasi iKEY Parent. Setiap transaksi direkodkan, jadi anda boleh melihat pada bila-bila masa siapa yang telah membayar, apa yang masih tertunggak, dan sejarah pembayaran penuh setiap pelajar.",
      },
    ],
  },
  {
    question: "Bolehkah saya menjadualkan pengumuman?",
    answer: [
      {
        type: "p",
        text: "Boleh. Hantar pengumuman dengan serta-merta atau jadualkannya pada tarikh dan masa kemudian, dengan hanya 4 klik. Ibu bapa menerima pemberitahuan di telefon mereka apabila pengumuman itu dihantar, jadi notis penting seperti penutupan pusat atau peringatan acara tidak terlepas.",
      },
    ],
  },
  {
    question: "Apakah laporan yang boleh saya hasilkan?",
    answer: [
      {
        type: "p",
        text: "CMS menjana laporan pengurusan daripada rekod pusat anda. Untuk kemajuan pelajar, anda boleh menyesuaikan templat laporan pelajar dengan markah, maklum balas guru, huraian dan logo pusat anda. Ibu bapa membaca laporan itu dalam aplikasi iKEY Parent dan boleh memuat turunnya sebagai fail PDF.",
      },
    ],
  },
];

const parentAppQuestions: readonly Question[] = [
  {
    question: "Bagaimanakah saya mula menggunakan aplikasi iKEY Parent?",
    answer: [
      {
        type: "ol",
        items: [
          "Muat turun iKEY Parent daripada gedung aplikasi di telefon anda.",
          "Daftar dengan alamat e-mel anda, kemudian log masuk.",
          "Masukkan kod pasangan anak anda, atau imbas kod QR, yang diberikan oleh pusat kepada anda.",
        ],
      },
      {
        type: "p",
        text: "Setelah profil anak anda dipasangkan, anda akan menerima pengumuman, invois dan resit, foto, kehadiran dan laporan daripada pusat bagi anak tersebut.",
      },
    ],
  },
  {
    question: "Di manakah saya boleh mendapatkan kod pasangan atau kod QR anak saya?",
    answer: [
      {
        type: "p",
        text: "Tanya pusat anak anda. Setiap kanak-kanak mempunyai kod pasangan yang unik, dan pusat juga boleh memberi anda kod QR sekali guna untuk diimbas. Kod QR hanya boleh digunakan sekali, jadi jika kod itu telah digunakan, minta kod baharu daripada pusat.",
      },
    ],
  },
  {
    question: "Saya mempunyai lebih daripada seorang anak. Adakah saya memerlukan lebih daripada satu akaun?",
    answer: [
      {
        type: "p",
        text: "Tidak. Satu akaun ibu bapa boleh memuatkan beberapa orang anak. Pasangkan setiap anak dengan kod pasangan atau kod QR anak itu sendiri, dan anda akan menerima berita terkini setiap anak dalam akaun yang sama.",
      },
    ],
  },
  {
    question: "Apakah yang boleh saya lihat dalam aplikasi?",
    answer: [
      {
        type: "ul",
        items: [
          "Pengumuman daripada pusat, dengan pemberitahuan apabila pengumuman baharu diterima.",
          "Invois dan resit bagi yuran anak anda.",
          "Galeri foto daripada pusat, dan video untuk pelanggan.",
          "Sejarah kehadiran, termasuk masa daftar masuk dan daftar keluar serta bacaan suhu badan.",
          "Laporan kemajuan anak anda, yang boleh dimuat turun sebagai fail PDF.",
          "Permohonan cuti, supaya anda boleh memaklumkan kepada pusat apabila anak anda tidak hadir.",
          "Soal Jawab Ibu Bapa.",
        ],
      },
    ],
  },
  {
    question: "Adakah saya akan tahu apabila anak saya tiba di pusat?",
    answer: [
      {
        type: "p",
        text: "Ya. Apabila guru mendaftar masuk atau keluar anak anda dan merekodkan suhu badannya dalam aplikasi iKEY Educator, anda akan dimaklumkan secara masa nyata. Anda boleh menyemak rekod lepas dalam sejarah kehadiran.",
      },
    ],
  },
  supportedPhones,
  forgotPassword,
  {
    question: "Bagaimanakah saya menyahaktifkan akaun saya?",
    answer: [
      {
        type: "p",
        text: [
          "Gunakan halaman ",
          { text: "Nyahaktifkan Akaun", href: "/deactivate-account" },
          ". Penyahaktifan adalah sementara: log masuk semula pada bila-bila masa untuk mengaktifkan semula akaun anda. Akaun yang kekal tidak aktif selama 180 hari akan dipadamkan secara kekal.",
        ],
      },
    ],
  },
];

const educatorAppQuestions: readonly Question[] = [
  {
    question: "Bagaimanakah saya mendapatkan akaun log masuk untuk aplikasi iKEY Educator?",
    answer: [
      {
        type: "p",
        text: "Pentadbir pusat anda mencipta akaun log masuk anda dalam sistem pengurusan pusat dan memberikan e-mel serta kata laluan untuk digunakan. Muat turun iKEY Educator dan log masuk dengan maklumat tersebut. Jika anda belum menerima maklumat log masuk, sila tanya pentadbir pusat anda.",
      },
    ],
  },
  {
    question: "Bagaimanakah saya mencipta bilik darjah?",
    answer: [
      {
        type: "p",
        text: "Bilik darjah dicipta dalam aplikasi iKEY Educator, di halaman kehadirannya. Buka halaman kehadiran, cipta bilik darjah itu, dan anda kemudian boleh mengambil kehadiran bagi kelas tersebut.",
      },
    ],
  },
  {
    question: "Bagaimanakah saya mengambil kehadiran bersama suhu badan?",
    answer: [
      {
        type: "ol",
        items: [
          "Pasangkan termometer Bluetooth dengan telefon yang anda gunakan untuk iKEY Educator.",
          "Di halaman kehadiran, pilih bilik darjah dan daftar masuk setiap kanak-kanak semasa mereka tiba.",
          "Ambil suhu kanak-kanak itu; bacaannya direkodkan bersama daftar masuk.",
          "Daftar keluar kanak-kanak itu apabila mereka pulang.",
        ],
      },
      {
        type: "p",
        text: "Ibu bapa dimaklumkan secara masa nyata. Anda boleh merekodkan lebih daripada satu bacaan suhu bagi seorang kanak-kanak pada hari yang sama, contohnya semasa tiba dan sekali lagi selepas makan tengah hari.",
      },
    ],
  },
  {
    question: "Apakah log harian?",
    answer: [
      {
        type: "p",
        text: "Log harian menyimpan rekod hari setiap kanak-kanak di pusat, supaya ibu bapa dapat mengikutinya dari rumah dan pusat mempunyai sejarah untuk dirujuk semula.",
      },
    ],
  },
  {
    question: "Bolehkah saya menghantar pengumuman daripada aplikasi?",
    answer: [
      {
        type: "p",
        text: "Boleh. Tulis pengumuman dalam iKEY Educator dan ibu bapa akan menerimanya dalam aplikasi iKEY Parent bersama pemberitahuan.",
      },
    ],
  },
  supportedPhones,
  forgotPassword,
];

/** The tabs of /faq; each id is also the fragment that opens the tab. */
export const faqTabs: typeof En.faqTabs = [
  { id: "cms", label: "CMS", blocks: toBlocks(cmsQuestions) },
  { id: "parent-app", label: "Aplikasi Ibu Bapa", blocks: toBlocks(parentAppQuestions) },
  { id: "educator-app", label: "Aplikasi Educator", blocks: toBlocks(educatorAppQuestions) },
];
