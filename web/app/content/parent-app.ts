import type { Feature } from "../components/feature-rows";
import type { Illustration } from "../components/illustration";
import type { Block } from "../components/prose";
import { parentScreens } from "../data/parent-app-screens";

/** Copy of /parent-apps, the iKEY Parent app. The heading and intro are in page-intros.ts. */

export const parentBanner = {
  summary: "For parents and adult learners. Get it for Android, iPhone or Huawei:",
  pairing: [
    {
      type: "p",
      text: [
        "Already have a pairing code from your centre? ",
        { text: "See how to link your child's profile", href: "/new-feature" },
        ".",
      ],
    },
  ] satisfies Block[],
  image: {
    ...parentScreens["parent-home"],
    alt: "The iKEY Parent app on a phone: Aisyah Farid's home screen, showing she checked in at 7:48 a.m. at 36.6 °C, shortcuts to invoices, the gallery, videos and attendance, and the Sports Day announcement; beside it, notifications of a RM 480.00 payment received and 24 new photos.",
  } satisfies Illustration,
};

export const parentFeatures: readonly Feature[] = [
  {
    id: "announcement",
    heading: "Announcement",
    blocks: [
      {
        type: "p",
        text: "Closures, events and reminders from your child's centre arrive as a push notification, and every announcement stays in the app to read again later.",
      },
    ],
    image: {
      ...parentScreens["parent-announcement"],
      alt: "The parent app's announcements: Sports Day on Saturday, 12 December, 8 a.m. at the centre field, with a reminder to wear the class T-shirt, sent by Tadika Sri Mutiara to parents of all classes, and the notification that brought it.",
    },
  },
  {
    id: "invoices-and-receipts",
    heading: "Invoices and Receipts",
    blocks: [
      {
        type: "p",
        text: "See each invoice as soon as the centre issues it, and keep every receipt in one place instead of a drawer of paper slips.",
      },
    ],
    image: {
      ...parentScreens["parent-invoice"],
      alt: "The parent app's invoice INV-2612-0118 for Aisyah Farid's December fees: tuition RM 420.00 and meals RM 60.00, RM 480.00 in all, paid on 3 December by online banking (FPX), with receipt RC-2612-0093 and a button to download it as a PDF.",
    },
  },
  {
    id: "gallery",
    heading: "Gallery",
    blocks: [
      {
        type: "p",
        text: "Photos of your child's learning moments, from art and craft to outings and celebrations, shared by the centre.",
      },
    ],
    image: {
      ...parentScreens["parent-gallery"],
      alt: "The parent app's gallery: the album Art Week: Batik painting, 24 photos of the children's batik work, and a notification of the new photos.",
    },
  },
  {
    id: "videos",
    heading: "Videos",
    blocks: [
      {
        type: "p",
        text: "Subscribe to watch videos in the app, so learning can carry on at home at your child's own pace.",
      },
    ],
    image: {
      ...parentScreens["parent-video"],
      alt: "The parent app's videos: Phonics: the letter B, marked as subscriber content, and more to watch: Counting to 20, Colours and shapes, and Story: the hornbill.",
    },
  },
  {
    id: "attendance",
    heading: "Attendance",
    blocks: [
      {
        type: "p",
        text: "Know the moment your child checks in and out, with the body temperature taken at the door, and look back over the attendance history whenever you need it.",
      },
    ],
    image: {
      ...parentScreens["parent-attendance"],
      alt: "The parent app's attendance for Aisyah Farid: checked in today, Monday 7 December, at 7:48 a.m. with a normal temperature of 36.6 °C, and her check-ins earlier this week, between 36.4 and 36.7 °C; beside it, the check-in notification.",
    },
  },
  {
    id: "reports",
    heading: "Reports",
    blocks: [
      {
        type: "p",
        text: "Read your child's progress reports from the teachers, and download reports and other records as PDF files to keep or print.",
      },
    ],
    image: {
      ...parentScreens["parent-report"],
      alt: "The parent app's Term 2 2026 report card for Aisyah Farid: four stars of five for language, three for mathematics, five for creativity and four for social skills, the teacher's comment, and a button to download it as a PDF.",
    },
  },
  {
    id: "leave-application",
    heading: "Leave Application",
    blocks: [
      {
        type: "p",
        text: "Child down with a fever, or off on a family trip? Apply for leave in the app and the centre knows straight away, with no phone call or letter needed.",
      },
    ],
    image: {
      ...parentScreens["parent-leave"],
      alt: "The parent app's leave application: family leave for Aisyah Farid on 17 and 18 December for a family trip to Ipoh, sent to the teacher, and the notification that it was approved.",
    },
  },
  {
    id: "parents-q-and-a",
    heading: "Parents Q and A",
    blocks: [
      {
        type: "p",
        text: "Have a question about the app, fees or schedules? Look it up in the parents Q and A, where questions and answers are kept together.",
      },
    ],
    image: {
      ...parentScreens["parent-questions"],
      alt: "The parent app's questions: a father asks Cikgu Nurul Huda whether Aisyah needs a hat for Sports Day, and she answers that she does, with a water bottle.",
    },
  },
];
