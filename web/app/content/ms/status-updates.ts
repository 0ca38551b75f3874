import type * as En from "../status-updates";

export const subscriberLinkCopy: typeof En.subscriberLinkCopy = {
  reading: "Membaca pautan anda…",
  noLink:
    "Halaman ini mengesahkan atau membatalkan kemas kini e-mel tentang insiden pada perkhidmatan iKEY. Buka halaman ini daripada pautan dalam salah satu e-mel kami.",
  subscribeElsewhere: "Langgan di halaman Semak Status Aplikasi",
  backToStatus: "Pergi ke Semak Status Aplikasi",
  confirmPrompt: "Adakah anda mahu menerima kemas kini e-mel tentang insiden pada perkhidmatan iKEY di alamat ini?",
  confirmButton: "Sahkan langganan saya",
  unsubscribePrompt: "Adakah anda mahu berhenti menerima kemas kini e-mel tentang insiden pada perkhidmatan iKEY?",
  unsubscribeButton: "Berhenti melanggan",
  busy: "Sila tunggu…",
  confirmed:
    "Langganan anda telah disahkan. Kami akan menghantar e-mel kepada anda tentang setiap insiden dan kemas kininya.",
  unsubscribed:
    "Anda telah berhenti melanggan, dan kami telah memadamkan alamat anda. Anda tidak akan menerima e-mel daripada kami lagi.",
  invalidLink: "Pautan ini tidak sah.",
  failed: "Tindakan itu tidak berjaya. Sila semak sambungan anda dan cuba lagi.",
};
