import type * as En from "../account-security-tips";
import { BUSINESS_HOURS } from "./contact";

export type { TroubleshootingGuide } from "../account-security-tips";

export const troubleshootingGuides: typeof En.troubleshootingGuides = [
  {
    id: "unable-to-login",
    title: "Tidak Dapat Log Masuk",
    symptom: "Aplikasi menyatakan bahawa e-mel atau kata laluan anda salah, atau anda tidak ingat kata laluan anda.",
    steps: [
      "Semak alamat e-mel yang anda taip. Alamat itu mestilah alamat yang anda gunakan semasa mendaftar (bagi guru: alamat yang ditetapkan oleh pentadbir pusat anda), tanpa kesilapan ejaan atau ruang kosong.",
      "Jika masih tidak berjaya, ketik Lupa Kata Laluan (Forgot Password) pada skrin log masuk dan masukkan alamat e-mel tersebut.",
      "Semak peti masuk anda untuk mencari e-mel tetapan semula kata laluan. Jika e-mel itu belum tiba selepas beberapa minit, semak folder spam atau sarap anda.",
      "Ikut arahan dalam e-mel itu dan pilih kata laluan baharu yang mengandungi sekurang-kurangnya 8 aksara.",
      "Kembali ke aplikasi dan log masuk semula dengan alamat e-mel anda dan kata laluan baharu itu.",
    ],
  },
  {
    id: "auto-logout-issue",
    title: "Masalah Log Keluar Automatik",
    symptom:
      "Aplikasi sering mengeluarkan anda daripada akaun, atau meminta anda log masuk setiap kali anda membukanya.",
    steps: [
      "Kosongkan cache aplikasi. Pada Android, buka Tetapan, kemudian Apl, pilih aplikasi iKEY, kemudian Storan, dan ketik Kosongkan cache. iPhone tidak mempunyai butang untuk cache, jadi teruskan ke langkah seterusnya.",
      "Nyahpasang aplikasi iKEY daripada telefon anda, kemudian pasang semula daripada App Store (iPhone), Play Store (Android) atau App Gallery (Huawei).",
      "Buka aplikasi dan log masuk semula.",
    ],
  },
  {
    id: "profile-missing-issue",
    title: "Masalah Profil Hilang",
    symptom: "Anda sudah log masuk, tetapi profil anak anda atau pusat anda tidak dipaparkan.",
    steps: [
      "Muat semula skrin dalam aplikasi untuk mendapatkan data terkini.",
      "Kosongkan cache aplikasi, seperti dalam panduan Masalah Log Keluar Automatik di atas.",
      "Log keluar daripada aplikasi, kemudian log masuk semula.",
      "Jika profil itu masih tiada, nyahpasang aplikasi, pasang semula dan log masuk.",
      [
        "Ibu bapa: jika anda belum pernah memasangkan profil anak ini, masukkan kod pasangan anak itu atau imbas kod QR yang diberikan oleh pusat. Lihat ",
        { text: "Soalan Lazim Aplikasi Ibu Bapa", href: "/faq#parent-app" },
        ".",
      ],
    ],
  },
];

export function contactSupportBlocks(
  facts: Parameters<typeof En.contactSupportBlocks>[0],
): ReturnType<typeof En.contactSupportBlocks> {
  return [
    { type: "h2", text: "Masih memerlukan bantuan?", id: "contact-support" },
    {
      type: "p",
      text: [
        "Jika langkah-langkah ini tidak menyelesaikan masalah anda, sila hubungi khidmat pelanggan kami di ",
        { text: facts.supportEmail, href: `mailto:${facts.supportEmail}` },
        ` (${BUSINESS_HOURS}). Beritahu kami alamat e-mel yang anda gunakan untuk log masuk, aplikasi yang anda gunakan, model telefon anda dan langkah yang telah anda cuba.`,
      ],
    },
    {
      type: "p",
      text: "Jangan sekali-kali hantar kata laluan anda kepada kami: kakitangan iKEY tidak akan memintanya.",
    },
  ];
}
