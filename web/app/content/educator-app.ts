import type { Feature } from "../components/feature-rows";
import type { Illustration } from "../components/illustration";
import { drawings } from "./drawings";
import { parentScreens } from "./parent-app-screens";

/** Copy of /education-apps, the iKEY Educator app. The heading and intro are in page-intros.ts. */

export const educatorBanner = {
  summary: "For teachers and staff of centres that use iKEY. Get it for Android, iPhone or Huawei:",
  image: {
    ...drawings["educator-app"],
    alt: "The iKEY Educator app on a phone: a class of children with attendance ticks, a temperature reading of 36.5 and a notification.",
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
      alt: "A handheld thermometer sending a reading of 36.6 degrees Celsius to a paired phone, which confirms it.",
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
      alt: "A classroom board of children's faces, most ticked present, with a button to add a classroom.",
    },
  },
];
