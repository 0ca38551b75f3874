import { campaignDrawings } from "../../data/campaign-drawings";
import { campaignLinks } from "../../data/campaign-links";
import type * as En from "../campaign";
import { campaignFacts } from "./campaign-facts";

export type { CampaignFeature } from "../campaign";

export const campaignBanner: typeof En.campaignBanner = {
  period: `Tempoh kampen: ${campaignFacts.period}`,
  image: {
    ...campaignDrawings["campaign-banner"],
    alt: "iKEY Premium Plus di Tadika Sri Mutiara: RM 47,040.00 yuran bulan Disember dibayar melalui perbankan dalam talian FPX, carta yuran yang diterima setiap minggu, akaun disegerakkan, gaji Disember sedia, resit dihantar, dan akaun semasa perniagaan RHB dipautkan kepada iKEY.",
  },
};

const icon = (name: keyof typeof campaignDrawings) => campaignDrawings[name].src;

export const campaignFeatures: typeof En.campaignFeatures = {
  heading: "Apa yang pusat anda dapat dengan Premium Plus",
  intro: "Semua yang ada dalam sistem pengurusan pusat iKEY, serta pautan ke bank dan akaun anda.",
  items: [
    {
      title: "Kehadiran Bluetooth",
      text: "Guru mendaftar masuk dan keluar kanak-kanak dalam aplikasi iKEY Educator, dengan suhu badan dibaca daripada termometer yang dipasangkan melalui Bluetooth.",
      icon: icon("bluetooth-attendance"),
    },
    {
      title: "E-invois dan resit",
      text: "Invois dan resit disediakan untuk anda dan dihantar terus ke aplikasi iKEY Parent. Tidak perlu lagi mencetak atau mengejar kertas.",
      icon: icon("e-invoice"),
    },
    {
      title: "Laporan pengurusan",
      text: "Jana laporan tentang pelajar, kehadiran dan yuran bila-bila masa anda memerlukannya, tanpa perlu menyediakan hamparan secara manual.",
      icon: icon("management-reports"),
    },
    {
      title: "Pengumuman berjadual",
      text: "Tulis notis sekali dan tetapkan masa untuk menghantarnya. Ibu bapa menerima pemberitahuan di telefon mereka.",
      icon: icon("scheduled-announcement"),
    },
    {
      title: "Kad laporan kemajuan pelajar",
      text: "Sediakan kad laporan menggunakan templat anda sendiri, dengan markah, maklum balas guru, huraian dan logo pusat anda.",
      icon: icon("report-card"),
    },
    {
      title: "Pengurusan galeri",
      text: "Muat naik foto detik-detik pembelajaran ke galeri pusat, dan ibu bapa dapat melihatnya dalam aplikasi mereka.",
      icon: icon("gallery-management"),
    },
    {
      title: "Integrasi perakaunan",
      text: "Pautkan akaun perakaunan awan anda, supaya yuran dan bayaran yang direkodkan dalam iKEY masuk ke dalam buku akaun anda tanpa perlu ditaip semula.",
      icon: icon("accounting-integration"),
    },
    {
      title: "Penggajian",
      text: "Uruskan gaji guru dan kakitangan anda dalam pakej yang sama dengan akaun anda.",
      icon: icon("payroll"),
      soon: true,
    },
    {
      title: "Bayaran yuran melalui perbankan dalam talian",
      text: "Ibu bapa membayar yuran melalui gerbang perbankan dalam talian FPX, dan setiap bayaran direkodkan dalam iKEY.",
      icon: icon("online-banking"),
    },
  ],
};

export const campaignIntro: typeof En.campaignIntro = {
  heading: "Satu pakej untuk pusat, yuran dan akaun anda",
  paragraphs: [
    `RHB dan iKEY bekerjasama untuk pusat jagaan kanak-kanak, tadika dan pusat tuisyen. Buka atau pautkan akaun semasa perniagaan RHB, dan pusat anda akan menggunakan iKEY Premium Plus: sistem pengurusan pusat, aplikasi iKEY Educator dan aplikasi iKEY Parent, berserta perakaunan dan penggajian, pada kadar eksklusif ${campaignFacts.monthlyFee} sebulan.`,
    `Daftar dalam tempoh kampen, dari ${campaignFacts.period}, untuk menikmati ganjaran pendaftaran awal.`,
  ],
  getItNow: { label: "Dapatkan sekarang", href: campaignLinks.getItNow },
  knowMore: { label: "Ketahui lebih lanjut", href: campaignLinks.knowMore },
};

export const campaignFlow: typeof En.campaignFlow = {
  heading: "Cara mendaftar",
  paragraphs: [
    "Mulakan dengan RHB: kunjungi mana-mana cawangan RHB atau mohon dalam talian, buka atau pautkan akaun semasa perniagaan RHB, dan isi borang perbankan dalam talian FPX.",
    "iKEY kemudian menyediakan akaun Premium Plus anda dan melatih pasukan anda, supaya anda bersedia dari hari pertama.",
  ],
  image: {
    ...campaignDrawings["campaign-flow-chart"],
    alt: "Carta alir lima langkah pendaftaran: 1. Kunjungi cawangan RHB atau mohon dalam talian. 2. Buka atau pautkan akaun semasa perniagaan RHB. 3. Isi borang perbankan dalam talian FPX. 4. iKEY menyediakan akaun Premium Plus anda. 5. Latihan untuk pasukan anda, dan anda sudah boleh bermula.",
  },
  findBranchLabel: "Cari Cawangan",
};

export const campaignWorkflow: typeof En.campaignWorkflow = {
  heading: "Cara iKEY menghubungkan pusat, guru dan ibu bapa anda",
  intro:
    "Satu sistem menghubungkan pejabat, bilik darjah dan rumah, supaya semua orang bekerja dengan maklumat yang sama.",
  roles: [
    {
      title: "Pusat",
      product: "iKEY Centre Management System",
      text: "Pejabat menguruskan pelajar, guru, kelas dan yuran, menghantar invois dan pengumuman, serta menjana laporan dalam talian.",
    },
    {
      title: "Guru",
      product: "Aplikasi iKEY Educator",
      text: "Guru mengambil kehadiran berserta suhu badan, mendaftar masuk dan keluar kanak-kanak, dan menghantar pengumuman dari telefon mereka.",
    },
    {
      title: "Ibu bapa",
      product: "Aplikasi iKEY Parent",
      text: "Ibu bapa menerima pengumuman, invois dan resit, foto, rekod kehadiran dan kad laporan, serta membayar yuran dalam talian.",
    },
  ],
  image: {
    ...campaignDrawings["campaign-workflow"],
    alt: "Pusat, guru dan ibu bapa, masing-masing dihubungkan dengan dua yang lain melalui iKEY.",
  },
  learnMore: {
    label: "Ketahui lebih lanjut",
    hiddenLabel: " tentang iKEY Centre Management System",
    href: campaignLinks.learnMore,
  },
};

export const campaignPartners: typeof En.campaignPartners = {
  heading: "Tentang rakan kongsi",
  blurbs: [
    {
      title: "RHB Reflex",
      text: [
        "RHB Reflex ialah perbankan perniagaan dalam talian RHB Bank untuk perusahaan kecil dan sederhana (PKS). Pusat anda menguruskan akaun semasa perniagaan dan pembayarannya di satu tempat.",
        `Dilindungi oleh PIDM sehingga ${campaignFacts.depositProtection} bagi setiap pendeposit.`,
      ],
    },
    {
      title: "iKEY",
      text: [
        "iKEY ialah syarikat teknologi pendidikan dari Pulau Pinang, Malaysia, yang bermula pada tahun 2018. Kami menghasilkan iKEY Centre Management System, aplikasi iKEY Educator dan aplikasi iKEY Parent.",
        "Lebih daripada 300 pusat, 1,800 guru dan 30,000 pelajar menggunakan iKEY.",
      ],
    },
    {
      title: "LedgerCloud",
      text: [
        "LedgerCloud, rakan kongsi perakaunan dan penggajian kami, menyediakan perakaunan awan dan aplikasi kewangan untuk perniagaan kecil.",
        "Premium Plus memautkan iKEY kepada akaun LedgerCloud anda untuk perakaunan sekarang, dan penggajian akan tersedia tidak lama lagi.",
      ],
    },
  ],
};

export const campaignForm: typeof En.campaignForm = {
  heading: "Daftarkan minat anda",
  intro: "Isi borang di bawah dan pakar kami akan menghubungi anda.",
};

export const campaignTermsExcerpt: typeof En.campaignTermsExcerpt = {
  heading: "Ringkasan terma kampen",
  points: [
    `Tempoh kampen: ${campaignFacts.period}, termasuk kedua-dua tarikh tersebut.`,
    `${campaignFacts.tabletSignUps} pendaftaran awal yang pertama akan memenangi sebuah komputer tablet.`,
    `${campaignFacts.waiverSignUps} pendaftaran yang pertama akan mendapat pengecualian yuran langganan selama ${campaignFacts.waiverMonths} bulan.`,
    `Selepas tempoh pengecualian, Premium Plus berharga ${campaignFacts.monthlyFee} sebulan, termasuk perakaunan dan penggajian.`,
  ],
  conditions: {
    before:
      "Setiap ganjaran tertakluk kepada syarat, seperti memautkan akaun perakaunan atau penggajian anda dalam bulan pertama. Sila baca ",
    link: "terma dan syarat",
    after: " sebelum anda mendaftar.",
  },
  full: { before: "Lihat ", link: "terma penuh", after: " untuk semua syarat." },
};
