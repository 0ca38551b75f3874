import { business } from "@ikey/contracts/business";
import type { Illustration } from "../components/illustration";
import type { Block } from "../components/prose";
import { HUAWEI_NOTICE_DATE } from "./announcement-dates";
import { drawings } from "./drawings";
import { englishDate } from "./lib/english-format";

/** A dated post on /announcement. */
export interface Post {
  /** Fragment id of the post. */
  readonly id: string;
  readonly title: string;
  /** ISO date for `<time dateTime>`, and the same date as people read it. */
  readonly date: string;
  readonly dateLabel: string;
  readonly image: Illustration;
  readonly blocks: readonly Block[];
}

/** Newest first. */
export const posts: readonly Post[] = [
  {
    id: "huawei-phones-without-google-play",
    title: "Notice to users of new Huawei phones",
    date: HUAWEI_NOTICE_DATE,
    dateLabel: englishDate(HUAWEI_NOTICE_DATE),
    image: {
      ...drawings["huawei-notice"],
      alt: "A phone with a crossed-out app store bag, and an arrow to an envelope with a tick: the apps cannot be installed, but e-mail notices still arrive.",
    },
    blocks: [
      {
        type: "p",
        text: "Some new Huawei phones are sold without Google Play services. The iKEY mobile apps need these services, so they cannot be installed or used on those phones.",
      },
      { type: "p", text: "If your phone is affected, here is what you can do:" },
      {
        type: "ul",
        items: [
          "Use the iKEY apps on another phone, such as an iPhone or an Android phone with Google Play, for example one belonging to your spouse or another family member.",
          "Keep an eye on your e-mail: you will continue to receive your centre's notices by e-mail, so you will not miss important news.",
          [
            "Contact our support team at ",
            { text: business.supportEmail, href: `mailto:${business.supportEmail}` },
            " if you need help.",
          ],
        ],
      },
      {
        type: "p",
        text: "Huawei phones that have Google Play services are not affected. We are sorry for the inconvenience.",
      },
    ],
  },
];
