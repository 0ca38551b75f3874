import type { Feature } from "../components/feature-rows";
import type { Illustration } from "../components/illustration";
import type { Block } from "../components/prose";
import { drawings } from "./drawings";

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
    ...drawings["parent-app"],
    alt: "The iKEY Parent app on a phone: a child's profile with shortcuts to invoices, the gallery, videos and attendance, and a new notification.",
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
    image: { ...drawings.announcement, alt: "A megaphone beside a phone showing new announcements." },
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
    image: { ...drawings.invoice, alt: "An invoice for RM 180.00 beside a receipt marked as paid." },
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
    image: { ...drawings.gallery, alt: "Three photos of centre activities laid out like a photo album." },
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
    image: { ...drawings.video, alt: "A video ready to play, with a star marking subscriber content." },
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
      ...drawings.attendance,
      alt: "A phone listing children checked in with their body temperatures, next to a thermometer and a notification.",
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
      ...drawings["student-report"],
      alt: "A report card with a centre logo, score bars and a feedback box, ready to download as a PDF.",
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
      ...drawings.leave,
      alt: "A calendar with a few days marked as leave, and a paper plane sending the request.",
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
    image: { ...drawings.questions, alt: "A question bubble and an answer bubble." },
  },
];
