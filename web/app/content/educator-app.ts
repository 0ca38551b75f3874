import type { Feature } from "../components/feature-rows";
import type { Illustration } from "../components/illustration";
import { drawings } from "../data/drawings";
import { parentScreens } from "../data/parent-app-screens";

/** Copy of /education-apps, the iKEY Educator app. The heading and intro are in page-intros.ts. */

export const educatorBanner = {
  summary: "For teachers and staff of centres that use iKEY. Get it for Android, iPhone or Huawei:",
  image: {
    ...drawings["educator-app"],
    alt: "The iKEY Educator app's check-in list for Kelas Melati: 16 of 18 children checked in, each with the time and body temperature, Daniel Lee's 37.6 °C marked high, Muhammad Adam absent on sick leave; beside it the iKEY Thermo T2 thermometer, paired over Bluetooth with 82% battery.",
  } satisfies Illustration,
};

export const educatorFeatures: readonly Feature[] = [
  {
    id: "announcement",
    heading: "Announcement",
    blocks: [
      {
        type: "p",
        text: "Tell parents what is happening without leaving the classroom. Write an announcement in the app and parents receive it on their phones as a push notification.",
      },
    ],
    image: {
      ...parentScreens["parent-announcement"],
      alt: "A class announcement as parents receive it in the iKEY Parent app: Sports Day on Saturday, 12 December, with its notification.",
    },
  },
  {
    id: "check-in-out",
    heading: "Check In and Out",
    blocks: [
      {
        type: "p",
        text: "Pair a Bluetooth thermometer with the app once. When a child arrives or goes home, take their temperature and the reading is recorded with the check-in or check-out: no typing, no paper log.",
      },
      {
        type: "p",
        text: "Temperatures can be taken more than once a day, and parents are notified in real time.",
      },
    ],
    image: {
      ...drawings["thermometer-pairing"],
      alt: "A handheld thermometer showing 36.6 °C beside the app's thermometer screen: the iKEY Thermo T2 connected over Bluetooth with 82% battery, and its last reading, 36.6 °C for Aisyah Farid, recorded as she checked in at 07:48.",
    },
  },
  {
    id: "attendance",
    heading: "Attendance",
    blocks: [
      {
        type: "p",
        text: "Create a classroom on the attendance page, add the children, and mark who is present in a few taps. The centre office sees the same records straight away.",
      },
    ],
    image: {
      ...drawings.classroom,
      alt: "The attendance page on a tablet: the classes Kelas Melati and Kelas Orkid with a button to add a class, and Kelas Melati's children, 16 of 18 present, one absent and one not yet in.",
    },
  },
];
