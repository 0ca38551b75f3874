import type { Feature } from "../components/feature-rows";
import type { Illustration } from "../components/illustration";
import type { Block } from "../components/prose";
import { drawings } from "../data/drawings";
import { parentScreens } from "../data/parent-app-screens";
import { BUSINESS_HOURS } from "./contact";

/** Copy of /center-management-system. The heading and tagline are in page-intros.ts. */

export const cmsBanner = {
  summary:
    "Invoices, announcements, the gallery, student data, attendance and report cards in one web system for the office, linked to the iKEY Educator app in the classroom and the iKEY Parent app at home.",
  applyLabel: "Apply Now",
  pricing: "The basic version is free. A premium version with more features is coming soon.",
  image: {
    ...drawings["cms-dashboard"],
    alt: "The iKEY dashboard of Tadika Sri Mutiara: 124 invoices issued in December for RM 59,520.00, RM 47,040.00 paid and RM 12,480.00 due with 4 invoices overdue, 16 of 18 children of Kelas Melati checked in today, and a Sports Day announcement being scheduled for 8 December, 9 a.m.",
  } satisfies Illustration,
};

/** The feature rows, in the order the page shows them. */
export const cmsFeatures: readonly Feature[] = [
  {
    id: "invoicing",
    heading: "Invoicing",
    blocks: [
      {
        type: "p",
        text: "Set up your fees once and let iKEY do the rest. Invoices and receipts are generated automatically and sent to parents in the iKEY Parent app.",
      },
      {
        type: "p",
        text: "Every transaction is recorded, so you can see at a glance who has paid and what is still outstanding, without a stack of receipt books.",
      },
    ],
    image: {
      ...parentScreens["parent-invoice"],
      alt: "An invoice from the centre as parents see it in the iKEY Parent app: INV-2612-0118, RM 480.00 for December, paid on 3 December by online banking (FPX), with receipt RC-2612-0093.",
    },
  },
  {
    id: "announcement",
    heading: "Announcement",
    blocks: [
      {
        type: "p",
        text: "A public holiday closure, a fee reminder or a concert rehearsal: send it now as a one-off, or schedule it to go out later. It takes just 4 clicks.",
      },
      { type: "p", text: "Parents receive a push notification on their phones, so important news is not missed." },
    ],
    image: {
      ...parentScreens["parent-announcement"],
      alt: "The centre's Sports Day announcement as parents receive it in the iKEY Parent app, with its notification.",
    },
  },
  {
    id: "gallery",
    heading: "Gallery",
    blocks: [
      {
        type: "p",
        text: "Share the learning moments parents would love to see: art and craft, outings, sports day and celebrations. Upload photos to the centre gallery and parents find them in their app.",
      },
    ],
    image: {
      ...parentScreens["parent-gallery"],
      alt: "The album Art Week: Batik painting, 24 photos, as parents see it in the iKEY Parent app.",
    },
  },
  {
    id: "data-management",
    heading: "Data Management",
    blocks: [
      {
        type: "p",
        text: "Keep all your student data in one centralised place instead of scattered files and spreadsheets.",
      },
      {
        type: "ul",
        items: [
          "Teacher management: staff profiles and the classes they teach.",
          "Student management: each child's details, parents and enrolment.",
          "Course-type management: the programmes and classes your centre offers.",
        ],
      },
    ],
    image: {
      ...drawings["data-management"],
      alt: "The Students page of the iKEY centre system, with tabs for students, teachers and classes: six children of Kelas Melati and their parents' app: five paired, one invited.",
    },
  },
  {
    id: "attendance",
    heading: "Attendance",
    blocks: [
      {
        type: "p",
        text: "Teachers mark attendance in the iKEY Educator app and record each child's body temperature at the door.",
      },
      {
        type: "p",
        text: "Parents are notified in real time when their child arrives and leaves, and the office sees the day's attendance as it happens.",
      },
    ],
    image: {
      ...parentScreens["parent-attendance"],
      alt: "A check-in as parents see it: Aisyah Farid arrived at 7:48 a.m. with a temperature of 36.6 °C, and her parents were notified at once.",
    },
  },
  {
    id: "student-report",
    heading: "Student report",
    blocks: [
      {
        type: "p",
        text: "Build report cards on a template you customise. Choose what each report shows, such as scores, teacher feedback and descriptions, and add your centre logo.",
      },
      { type: "p", text: "Parents read the finished report in their app and can download it as a PDF." },
    ],
    image: {
      ...parentScreens["parent-report"],
      alt: "A Term 2 2026 report card with star ratings for four areas and the teacher's comment, as parents see it in the iKEY Parent app, ready to download as a PDF.",
    },
  },
];

export interface WhyUsPoint {
  readonly heading: string;
  readonly blocks: readonly Block[];
}

export const cmsWhyUs: { readonly heading: string; readonly points: readonly WhyUsPoint[] } = {
  heading: "Why centres choose iKEY",
  points: [
    {
      heading: "Value",
      blocks: [
        {
          type: "p",
          text: "The basic version is free. One system takes the place of paper forms, spreadsheets and chat groups, so your team spends less time on admin and more with the children.",
        },
      ],
    },
    {
      heading: "Concern",
      blocks: [
        {
          type: "p",
          text: "We care about how your centre runs from day to day. We listen to owners, teachers and parents, and improve iKEY around what they tell us.",
        },
      ],
    },
    {
      heading: "Support",
      blocks: [
        {
          type: "p",
          text: `Free training for your staff, and visits to your centre to help you get started. Our support team is here ${BUSINESS_HOURS}.`,
        },
      ],
    },
  ],
};

/** The placeholder of the embedded sign-up wizard until it is built into this page. */
export const cmsApplication: { readonly heading: string; readonly blocks: readonly Block[] } = {
  heading: "Application Form",
  blocks: [
    {
      type: "p",
      text: [
        "Ready to bring your centre on board? Fill in the four steps below and we will set up your centre account. Prefer a page of its own? ",
        { text: "Apply online", href: "/sign-up" },
        ".",
      ],
    },
  ],
};
