import { DELETION_DAYS } from "@ikey/contracts/account-rules";
import { ACCESS_REQUEST_DAYS } from "../../data/data-requests";
import type * as En from "../account-deletion";
import { EARLY_DELETION_SUBJECT } from "../account-deletion";

/*
 * The subject line stays in English: support finds deletion requests by it, whatever the page's
 * language. The Malay text below quotes it as it is.
 */
export { EARLY_DELETION_SUBJECT } from "../account-deletion";

export function accountDeletionFacts(
  facts: Parameters<typeof En.accountDeletionFacts>[0],
): ReturnType<typeof En.accountDeletionFacts> {
  const request = `mailto:${facts.supportEmail}?subject=${encodeURIComponent(EARLY_DELETION_SUBJECT)}`;
  return [
    { type: "h2", text: "Tentang pemadaman akaun iKEY anda", id: "account-deletion" },
    {
      type: "p",
      text: `Di halaman ini anda boleh memadamkan akaun aplikasi iKEY Parent anda. Aplikasi ini diterbitkan di Google Play, App Store dan AppGallery oleh ${facts.company.name}, pembangun iKEY. Penyahaktifan akaun memulakan proses pemadaman: jika anda tidak log masuk semula, akaun anda akan dipadamkan secara kekal ${DELETION_DAYS} hari kemudian.`,
    },
    { type: "h3", text: `Dipadamkan selepas ${DELETION_DAYS} hari` },
    {
      type: "ul",
      items: [
        "Akaun iKEY anda: alamat e-mel dan kata laluan yang anda gunakan untuk log masuk.",
        "Maklumat Pendaftaran anda: nama, alamat, nombor telefon dan tarikh lahir anda.",
        "Pautan antara akaun anda dengan profil anak-anak anda, permohonan cuti anda dan soalan yang anda hantar melalui aplikasi.",
        "E-mel yang kami hantar kepada anda tentang akaun anda.",
      ],
    },
    { type: "h3", text: "Yang disimpan, dan sebabnya" },
    {
      type: "ul",
      items: [
        "Invois, resit dan rekod pembayaran kekal di pusat yang mengeluarkannya, kerana undang-undang Malaysia mewajibkan perniagaan menyimpan rekod kewangan selama tujuh tahun. Rekod ini tidak digunakan untuk tujuan lain.",
        "Kehadiran, laporan dan foto galeri anak-anak anda ialah rekod pusat mereka, dan pusat itu menyimpan atau memadamkannya mengikut dasarnya sendiri.",
        "Transaksi iKEY Payment Account disimpan oleh penyedia pembayaran berlesen kami selama tempoh yang dikehendaki oleh undang-undang.",
      ],
    },
    { type: "h3", text: "Memadamkan akaun dengan lebih awal" },
    {
      type: "p",
      text: [
        "Untuk memadamkan akaun anda sekarang tanpa menunggu tempoh tersebut, hantarkan e-mel ke ",
        { text: facts.supportEmail, href: request },
        ` daripada alamat e-mel akaun anda dengan subjek "${EARLY_DELETION_SUBJECT}". Kami akan memadamkannya dalam tempoh ${ACCESS_REQUEST_DAYS} hari dan memaklumkannya kepada anda melalui e-mel. Kami tidak akan sekali-kali meminta kata laluan anda.`,
      ],
    },
  ];
}
