import { business } from "@ikey/contracts/business";
import type * as En from "../announcement";
import { HUAWEI_NOTICE_DATE } from "../announcement-dates";
import { drawings } from "../drawings";
import { formatDate } from "../lib/format";

export type { Post } from "../announcement";

export const posts: typeof En.posts = [
  {
    id: "huawei-phones-without-google-play",
    title: "致 Huawei 新款手机用户的通告",
    date: HUAWEI_NOTICE_DATE,
    dateLabel: formatDate(HUAWEI_NOTICE_DATE, "zh"),
    image: {
      ...drawings["huawei-notice"],
      alt: "一部手机上有一个被划掉的应用商店购物袋，一个箭头指向一个打了勾的信封：应用程序无法安装，但电邮通告仍会送达。",
    },
    blocks: [
      {
        type: "p",
        text: "部分 Huawei 新款手机在出售时没有 Google Play 服务。iKEY 手机应用程序需要这些服务，因此无法在这些手机上安装或使用。",
      },
      { type: "p", text: "如果您的手机受到影响，您可以这样做：" },
      {
        type: "ul",
        items: [
          "在另一部手机上使用 iKEY 应用程序，例如 iPhone 或装有 Google Play 的 Android 手机（可以是您配偶或其他家人的手机）。",
          "留意您的电邮：中心的通告会继续以电邮发送给您，因此您不会错过重要消息。",
          [
            "如需协助，请联系我们的支援团队：",
            { text: business.supportEmail, href: `mailto:${business.supportEmail}` },
            "。",
          ],
        ],
      },
      {
        type: "p",
        text: "装有 Google Play 服务的 Huawei 手机不受影响。不便之处，敬请见谅。",
      },
    ],
  },
];
