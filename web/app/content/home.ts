import announcementIcon from "../images/home/icons/announcement.svg";
import attendanceIcon from "../images/home/icons/attendance.svg";
import dataIcon from "../images/home/icons/data.svg";
import galleryIcon from "../images/home/icons/gallery.svg";
import paymentIcon from "../images/home/icons/payment.svg";
import reportsIcon from "../images/home/icons/reports.svg";
import accountingLogo from "../images/home/logos/partner-accounting.svg";
import bankLogo from "../images/home/logos/partner-bank.svg";
import paymentLogo from "../images/home/logos/partner-payment.svg";
import { translatable } from "./lib/translatable";

/** The home page's copy and pictures, section by section. */

export const partners = translatable({
  heading: "Working with trusted partners",
  logos: [
    { src: bankLogo, alt: "RHB Bank, our banking partner" },
    { src: paymentLogo, alt: "PayLink FPX, our online payment gateway" },
    { src: accountingLogo, alt: "LedgerCloud, our cloud accounting and financial app partner" },
  ],
});

export const workflow = translatable({
  heading: "Your whole centre, one workflow",
  intro: "Six everyday jobs that iKEY takes off your desk.",
  features: [
    {
      icon: paymentIcon,
      title: "Payment and invoicing",
      text: "Invoices and receipts are generated for you and sent to parents' phones. Every payment is recorded, so month-end takes minutes.",
    },
    {
      icon: announcementIcon,
      title: "Announcement alert",
      text: "Write once, send now or schedule for later. Parents get a push notification the moment it goes out.",
    },
    {
      icon: galleryIcon,
      title: "Centre gallery",
      text: "Share photos and videos of learning moments with the families in each class, privately.",
    },
    {
      icon: dataIcon,
      title: "Data management",
      text: "Students, teachers, classes and course types in one place instead of scattered spreadsheets.",
    },
    {
      icon: attendanceIcon,
      title: "Attendance",
      text: "Teachers mark attendance and body temperature in the app, and parents are told in real time.",
    },
    {
      icon: reportsIcon,
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
    { value: 1800, label: "teachers" },
    { value: 300, label: "centres" },
    { value: 30000, label: "learners" },
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
