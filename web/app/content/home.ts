import { userCounts } from "../data/home-figures";
import { workflowIcons } from "../data/home-pictures";
import { translatable } from "./lib/translatable";

/**
 * The home page's copy, section by section. Its pictures and figures, the same in every language,
 * are in home-pictures.ts and home-figures.ts.
 */

export const partners = translatable({
  heading: "Working with trusted partners",
  marks: [
    { name: "RHB Bank", kind: "Banking partner" },
    { name: "PayLink FPX", kind: "Online payment gateway" },
    { name: "LedgerCloud", kind: "Cloud accounting partner" },
  ],
});

export const workflow = translatable({
  heading: "Your whole centre, one workflow",
  intro: "Six everyday jobs that iKEY takes off your desk.",
  features: [
    {
      icon: workflowIcons.payment,
      title: "Payment and invoicing",
      text: "Invoices and receipts are generated for you and sent to parents' phones. Every payment is recorded, so month-end takes minutes.",
    },
    {
      icon: workflowIcons.announcement,
      title: "Announcement alert",
      text: "Write once, send now or schedule for later. Parents get a push notification the moment it goes out.",
    },
    {
      icon: workflowIcons.gallery,
      title: "Centre gallery",
      text: "Share photos and videos of learning moments with the families in each class, privately.",
    },
    {
      icon: workflowIcons.data,
      title: "Data management",
      text: "Students, teachers, classes and course types in one place instead of scattered spreadsheets.",
    },
    {
      icon: workflowIcons.attendance,
      title: "Attendance",
      text: "Teachers mark attendance and body temperature in the app, and parents are told in real time.",
    },
    {
      icon: workflowIcons.reports,
      title: "Student reports",
      text: "Build report cards on your own template, with scores, feedback, descriptions and your centre logo.",
    },
  ],
});

export const temperatureNote = translatable({
  label: "New since May 2020",
  text: "Centres can now record several body-temperature readings for each child in a day, for example on arrival, after lunch and before going home.",
});

export const appPromotion = translatable({
  heading: "Two apps, one connected centre",
  text: "iKEY Educator puts attendance, check in and out and announcements in every teacher's pocket. iKEY Parent keeps families up to date with invoices, photos, attendance and reports. Both are free to download.",
  downloadsLabel: "Download the apps for",
});

/** Counted up when they come into view; `value` is the floor behind "more than". */
export const achievements = translatable({
  heading: "Trusted by centres across Malaysia",
  counters: [
    { value: userCounts.teachers, label: "teachers" },
    { value: userCounts.centres, label: "centres" },
    { value: userCounts.learners, label: "learners" },
  ],
});

export const introVideo = translatable({
  heading: "See iKEY in two minutes",
  title: "Introducing iKEY",
});

export const userLogos = translatable({
  heading: "Centres that run on iKEY",
});

export const appScreens = translatable({
  heading: "A closer look at the apps",
});
