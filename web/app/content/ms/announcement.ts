import { business } from "@ikey/contracts/business";
import type * as En from "../announcement";
import { HUAWEI_NOTICE_DATE } from "../announcement-dates";
import { drawings } from "../drawings";
import { formatDate } from "../lib/format";

export type { Post } from "../announcement";

export const posts: typeof En.posts = [
  {
    id: "huawei-phones-without-google-play",
    title: "Notis kepada pengguna telefon Huawei baharu",
    date: HUAWEI_NOTICE_DATE,
    dateLabel: formatDate(HUAWEI_NOTICE_DATE, "ms"),
    image: {
      ...drawings["huawei-notice"],
      alt: "Sebuah telefon dengan beg kedai aplikasi yang dipangkah, dan anak panah ke sampul surat bertanda betul: aplikasi tidak dapat dipasang, tetapi notis melalui e-mel masih diterima.",
    },
    blocks: [
      {
        type: "p",
        text: "Sesetengah telefon Huawei baharu dijual tanpa perkhidmatan Google Play. Aplikasi mudah alih iKEY memerlukan perkhidmatan ini, jadi aplikasi tersebut tidak dapat dipasang atau digunakan pada telefon berkenaan.",
      },
      { type: "p", text: "Jika telefon anda terjejas, berikut ialah perkara yang boleh anda lakukan:" },
      {
        type: "ul",
        items: [
          "Gunakan aplikasi iKEY pada telefon lain, seperti iPhone atau telefon Android yang mempunyai Google Play, contohnya telefon suami atau isteri anda atau ahli keluarga yang lain.",
          "Sentiasa semak e-mel anda: anda akan terus menerima notis pusat anda melalui e-mel, jadi anda tidak akan terlepas berita penting.",
          [
            "Hubungi pasukan sokongan kami di ",
            { text: business.supportEmail, href: `mailto:${business.supportEmail}` },
            " jika anda memerlukan bantuan.",
          ],
        ],
      },
      {
        type: "p",
        text: "Telefon Huawei yang mempunyai perkhidmatan Google Play tidak terjejas. Kami memohon maaf atas sebarang kesulitan.",
      },
    ],
  },
];
