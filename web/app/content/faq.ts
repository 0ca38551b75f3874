import type { Block } from "../components/prose";
import { HUAWEI_NOTICE_DATE } from "./announcement-dates";
import type { ContentTab } from "./content-tab";
import { englishDate } from "./lib/english-format";

/**
 * One question and its answer. Each question renders as an h3 under the tab's h2,
 * so screen-reader users can jump from question to question.
 */
interface Question {
  readonly question: string;
  readonly answer: readonly Block[];
}

function toBlocks(questions: readonly Question[]): Block[] {
  return questions.flatMap(({ question, answer }) => [{ type: "h3", text: question } as const, ...answer]);
}

// Facts repeated in more than one tab are written once, so the tabs cannot disagree.
const supportedPhones: Question = {
  question: "Which phones can use the iKEY apps?",
  answer: [
    {
      type: "p",
      text: "iKEY Parent and iKEY Educator run on iPhones with iOS 10 or later and on Android phones with Android 6.0 or later. Please keep the app updated so you have the latest fixes.",
    },
    {
      type: "p",
      text: [
        "Huawei phones without the Google Play Store cannot use the iKEY mobile apps. We explained this in our ",
        { text: `announcement of ${englishDate(HUAWEI_NOTICE_DATE)}`, href: "/announcement" },
        ".",
      ],
    },
  ],
};

const forgotPassword: Question = {
  question: "I forgot my password. How do I reset it?",
  answer: [
    {
      type: "p",
      text: "On the app's login screen, tap Forgot Password and enter the e-mail address you log in with. We will send you an e-mail to reset your password; if it is not in your inbox after a few minutes, look in your junk or spam folder. Your new password must be at least 8 characters long.",
    },
    {
      type: "p",
      text: [
        "Still cannot log in? Follow our ",
        { text: "account troubleshooting tips", href: "/account-security-tips" },
        ".",
      ],
    },
  ],
};

const cmsQuestions: readonly Question[] = [
  {
    question: "What is the iKEY Centre Management System (CMS)?",
    answer: [
      {
        type: "p",
        text: "The CMS is the web system your centre's office uses to run the business. In one place you manage teachers, students and course types, issue invoices and keep payment records, send announcements, share photos in the gallery, keep student data and attendance with body temperature, and produce reports.",
      },
      {
        type: "p",
        text: "Whatever you do in the CMS reaches teachers through the iKEY Educator app and parents through the iKEY Parent app, so everyone works from the same records.",
      },
    ],
  },
  {
    question: "Does the CMS cost anything?",
    answer: [
      {
        type: "p",
        text: "The basic version of the CMS is free. A premium version with more features will be announced later. Every centre gets free training, and our team can visit your centre to help you get started.",
      },
      {
        type: "p",
        text: [
          "To see it in action, ",
          { text: "request a demo", href: "#request-a-demo" },
          " or read about the ",
          { text: "Centre Management System", href: "/center-management-system" },
          ".",
        ],
      },
    ],
  },
  {
    question: "How do I give my teachers access to the Educator app?",
    answer: [
      {
        type: "p",
        text: "Teachers do not sign up by themselves. As the centre administrator, you create each teacher's login in the CMS. The teacher then downloads iKEY Educator and logs in with the e-mail and password you set up.",
      },
    ],
  },
  {
    question: "How do parents connect to my centre?",
    answer: [
      {
        type: "p",
        text: "Every child profile in the CMS has its own pairing code and a one-time QR code. Give the code, or let the parent scan the QR code, and the parent pairs the child's profile with your centre in the iKEY Parent app. From then on, the parent receives your announcements, invoices, photos, attendance and reports for that child.",
      },
      {
        type: "p",
        text: "Treat pairing codes like passwords and give them only to the child's parents or guardians. A QR code works only once, so give the parent a new one if they need to pair again.",
      },
    ],
  },
  {
    question: "How do invoices and receipts work?",
    answer: [
      {
        type: "p",
        text: "The CMS generates invoices and receipts for you and sends them to parents in the iKEY Parent app. Every transaction is recorded, so you can see at any time who has paid, what is outstanding, and the full payment history of each student.",
      },
    ],
  },
  {
    question: "Can I schedule announcements?",
    answer: [
      {
        type: "p",
        text: "Yes. Send an announcement straight away or schedule it for a later date and time, in as few as 4 clicks. Parents receive a push notification on their phones when the announcement goes out, so important notices such as closures or event reminders are not missed.",
      },
    ],
  },
  {
    question: "What reports can I produce?",
    answer: [
      {
        type: "p",
        text: "The CMS generates management reports from your centre's records. For student progress, you can customise the student report template with scores, teacher feedback, a description and your centre's logo. Parents read the reports in the iKEY Parent app and can download them as PDF files.",
      },
    ],
  },
];

const parentAppQuestions: readonly Question[] = [
  {
    question: "How do I start using the iKEY Parent app?",
    answer: [
      {
        type: "ol",
        items: [
          "Download iKEY Parent from your phone's app store.",
          "Sign up with your e-mail address, then log in.",
          "Enter your child's pairing code, or scan the QR code, given to you by the centre.",
        ],
      },
      {
        type: "p",
        text: "Once your child's profile is paired, you receive the centre's announcements, invoices and receipts, photos, attendance and reports for that child.",
      },
    ],
  },
  {
    question: "Where do I get my child's pairing code or QR code?",
    answer: [
      {
        type: "p",
        text: "Ask your child's centre. Each child has a unique pairing code, and the centre can also give you a one-time QR code to scan. A QR code can be used only once, so if it has already been used, ask the centre for a new one.",
      },
    ],
  },
  {
    question: "I have more than one child. Do I need more than one account?",
    answer: [
      {
        type: "p",
        text: "No. One parent account can hold several children. Pair each child with that child's own pairing code or QR code, and you receive every child's updates in the same account.",
      },
    ],
  },
  {
    question: "What can I see in the app?",
    answer: [
      {
        type: "ul",
        items: [
          "Announcements from the centre, with a push notification when a new one arrives.",
          "Invoices and receipts for your child's fees.",
          "The gallery of photos from the centre, and videos for subscribers.",
          "Attendance history, including check-in and check-out times and body temperature readings.",
          "Reports on your child's progress, which you can download as PDF files.",
          "Leave applications, so you can tell the centre when your child will be away.",
          "A parents Q and A.",
        ],
      },
    ],
  },
  {
    question: "Will I know when my child arrives at the centre?",
    answer: [
      {
        type: "p",
        text: "Yes. When a teacher checks your child in or out and records their body temperature in the iKEY Educator app, you are notified in real time. You can look back at past records in the attendance history.",
      },
    ],
  },
  supportedPhones,
  forgotPassword,
  {
    question: "How do I deactivate my account?",
    answer: [
      {
        type: "p",
        text: [
          "Use the ",
          { text: "Deactivate Account", href: "/deactivate-account" },
          " page. Deactivation is temporary: log in again at any time to reactivate your account. An account that stays inactive for 180 days is permanently deleted.",
        ],
      },
    ],
  },
];

const educatorAppQuestions: readonly Question[] = [
  {
    question: "How do I get a login for the iKEY Educator app?",
    answer: [
      {
        type: "p",
        text: "Your centre's administrator creates your login in the centre management system and gives you the e-mail and password to use. Download iKEY Educator and log in with them. If you have not received a login, please ask your centre administrator.",
      },
    ],
  },
  {
    question: "How do I create a classroom?",
    answer: [
      {
        type: "p",
        text: "Classrooms are created in the iKEY Educator app, on its attendance page. Open the attendance page, create the classroom, and you can then take attendance for that class.",
      },
    ],
  },
  {
    question: "How do I take attendance with body temperature?",
    answer: [
      {
        type: "ol",
        items: [
          "Pair a Bluetooth thermometer with the phone you use for iKEY Educator.",
          "On the attendance page, choose the classroom and check each child in as they arrive.",
          "Take the child's temperature; the reading is recorded with the check-in.",
          "Check the child out when they go home.",
        ],
      },
      {
        type: "p",
        text: "Parents are notified in real time. You can record more than one temperature reading for a child in the same day, for example on arrival and again after lunch.",
      },
    ],
  },
  {
    question: "What is the daily log?",
    answer: [
      {
        type: "p",
        text: "The daily log keeps a record of each child's day at the centre, so parents can follow along from home and the centre has a history to look back on.",
      },
    ],
  },
  {
    question: "Can I send announcements from the app?",
    answer: [
      {
        type: "p",
        text: "Yes. Write an announcement in iKEY Educator and parents receive it in the iKEY Parent app with a push notification.",
      },
    ],
  },
  supportedPhones,
  forgotPassword,
];

/** The tabs of /faq; each id is also the fragment that opens the tab. */
export const faqTabs: readonly ContentTab[] = [
  { id: "cms", label: "CMS", blocks: toBlocks(cmsQuestions) },
  { id: "parent-app", label: "Parent App", blocks: toBlocks(parentAppQuestions) },
  { id: "educator-app", label: "Educator App", blocks: toBlocks(educatorAppQuestions) },
];
