import type * as En from "../campaign";
import { campaignDrawings } from "../campaign-drawings";

export type { CampaignFeature } from "../campaign";
/*
 * campaignIntro, campaignFlow, campaignWorkflow, campaignPartners, campaignForm and
 * campaignTermsExcerpt are `as const` in English: their strings are typed as the English text,
 * too narrow for a translation, so they are re-exported in English.
 */
export {
  CAMPAIGN_FORM_SECTION_ID,
  campaignFlow,
  campaignForm,
  campaignIntro,
  campaignPartners,
  campaignTermsExcerpt,
  campaignWorkflow,
} from "../campaign";

/** campaignFacts.period (campaign-terms.ts) in Malay. */
const period = "6 Januari 2021 hingga 30 Jun 2021";

export const campaignBanner: typeof En.campaignBanner = {
  period: `Tempoh kampen: ${period}`,
  image: {
    ...campaignDrawings.banner,
    alt: "Sebuah pusat dan sebuah bank yang dihubungkan melalui aplikasi iKEY pada telefon, di bawah lencana Premium Plus.",
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
