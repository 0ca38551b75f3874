import type { PageId } from "@ikey/contracts/site-pages";

/**
 * Each page's heading, opening paragraph and search-result description.
 * Copy lives here, apart from layout, so it can change without touching components.
 */
export interface PageIntro {
  readonly heading: string;
  readonly intro: string;
  readonly description: string;
}

/** What `virtual:page-intro/<page id>` holds: the page's intro and the id it was imported by. */
export interface PageIntroOf extends PageIntro {
  readonly page: PageId;
}

export const pageIntros: Record<PageId, PageIntro> = {
  home: {
    heading: "Run your centre, reach every parent",
    intro:
      "iKEY brings childcare, kindergarten and tuition centres one connected workflow: a web centre management system for the office, an educator app for the classroom and a parent app for home.",
    description:
      "iKEY connects childcare, kindergarten and tuition centres with teachers and parents: centre management, invoicing, attendance with body temperature, announcements and reports.",
  },
  "our-story": {
    heading: "Our Story",
    intro:
      "iKEY started in Penang in 2018 with one question from a kindergarten owner: why does running a centre still take so much paper? We have been answering it with software ever since.",
    description: "How iKEY began in Penang, how we work with centres, and where we are heading.",
  },
  "center-management-system": {
    heading: "Centre Management System",
    // The banner's tagline, word for word from the requirements; the summary under it is in center-management-system.ts.
    intro: "Entire Business Workflow - Connected",
    description:
      "The iKEY Centre Management System: automatic invoices and receipts, scheduled announcements, gallery, attendance with body temperature and student reports in one place.",
  },
  "education-apps": {
    heading: "iKEY Educator App",
    intro:
      "Everything a teacher needs on one phone: take attendance, check children in and out with a Bluetooth thermometer, and send announcements to parents.",
    description:
      "The iKEY Educator app for teachers: attendance, check in and out with body temperature over Bluetooth, and announcements to parents.",
  },
  "parent-apps": {
    heading: "iKEY Parent App",
    intro:
      "Stay close to your child's day: announcements, invoices and receipts, photos and videos, attendance with body temperature and progress reports, all in one app.",
    description:
      "The iKEY parent app: announcements, invoices and receipts, gallery, videos, attendance with body temperature, reports and a parents Q and A.",
  },
  "new-feature": {
    heading: "New Feature: Pair with a Code",
    intro: "Parents can now link their child's profile to the centre with a pairing code or a one-time QR code.",
    description:
      "Pair a child's profile with the centre in the iKEY parent app using a pairing code or a one-time QR code.",
  },
  announcement: {
    heading: "Announcement",
    intro: "News and service notices from the iKEY team.",
    description: "Service notices and news from iKEY, including guidance for Huawei phone users.",
  },
  campaign: {
    heading: "RHB Reflex Premium Plus for Education",
    intro:
      "Register your centre through RHB and run it on iKEY Premium Plus, with online fee collection, accounting integration and payroll in one package.",
    description:
      "The RHB Reflex Premium Plus for Education campaign: register your centre for iKEY Premium Plus with RHB online banking.",
  },
  faq: {
    heading: "Frequently Asked Questions",
    intro: "Answers to the questions centres, teachers and parents ask us most often.",
    description:
      "Frequently asked questions about the iKEY centre management system, the parent app and the educator app.",
  },
  "account-security-tips": {
    heading: "Account Troubleshooting Tips",
    intro: "Cannot log in, keep being logged out, or cannot see a profile? Try these steps first, in order.",
    description: "Steps to fix iKEY app login problems, automatic log-outs and missing profiles.",
  },
  help: {
    heading: "How can we help?",
    intro: "Answers for centre owners, teachers and parents who use iKEY, and a search of the whole site.",
    description:
      "The iKEY help centre: step-by-step answers for centre owners, teachers and parents, from pairing a child to invoices and login problems.",
  },
  "check-app-status": {
    heading: "Check App Status",
    intro:
      "Find out whether a problem is on your device, your network or our servers. Each service is tested from your device and from two cloud locations.",
    description: "Check whether the iKEY servers and apps are working from your device and from two cloud locations.",
  },
  "deactivate-account": {
    heading: "Deactivate iKEY App Account",
    intro:
      "Deactivate your iKEY parent app account. You can reactivate it any time by logging in again before it is permanently deleted.",
    description:
      "Deactivate your iKEY parent app account. Accounts that stay inactive for 180 days are permanently deleted.",
  },
  "deactivate-account-success": {
    heading: "Your Account has been deactivated",
    intro: "Your account will be permanently deleted in 180 days.",
    description: "Your iKEY app account has been deactivated.",
  },
  recruitment: {
    heading: "Careers at iKEY",
    intro: "Join a small team in Penang that builds software used every day by centres, teachers and parents.",
    description: "Job openings at iKEY in Penang, our company background and staff benefits.",
  },
  terms: {
    heading: "Terms and Conditions",
    intro: "The terms that apply when you use iKEY, the iKEY Payment Account and our website.",
    description: "iKEY terms of service, payment account terms and general terms.",
  },
  "privacy-policy": {
    heading: "Privacy Policy",
    intro: "What personal data iKEY collects, why we collect it, and how you can see or correct it.",
    description: "How iKEY collects, uses and protects personal data under Malaysia's Personal Data Protection Act.",
  },
  "student-privacy-policy": {
    heading: "Privacy Policy",
    intro: "What personal data iKEY collects, why we collect it, and how you can see or correct it.",
    description: "How iKEY collects, uses and protects personal data under Malaysia's Personal Data Protection Act.",
  },
  "privacy-policy-html": {
    heading: "Privacy Policy",
    intro: "What personal data iKEY collects, why we collect it, and how you can see or correct it.",
    description: "How iKEY collects, uses and protects personal data under Malaysia's Personal Data Protection Act.",
  },
  sitemap: {
    heading: "Sitemap",
    intro: "Every page of the iKEY website in one list.",
    description: "A list of every page on the iKEY website.",
  },
  maintenance: {
    heading: "Under Maintenance",
    intro: "We are upgrading our servers. Please try again shortly.",
    description: "iKEY is undergoing scheduled maintenance.",
  },
  "sign-up": {
    heading: "Apply for a Centre Account",
    intro: "Tell us about yourself, your company and your centre, and we will set up your iKEY centre account.",
    description:
      "Apply for an iKEY centre management system account for your childcare, kindergarten or tuition centre.",
  },
  "status-updates": {
    heading: "Incident E-mail Updates",
    intro: "Confirm or cancel the e-mails we send when an iKEY service has an incident.",
    description: "Confirm or cancel e-mail updates about incidents on the iKEY services.",
  },
  "demo-booking": {
    heading: "Your iKEY Demo",
    intro: "Move your demo to another free time, or cancel it.",
    description: "Move a demo of iKEY booked on our website to another free time, or cancel it.",
  },
  "redirect-to-download": {
    heading: "Get the iKEY App",
    intro: "Taking you to the app store. If nothing happens, choose your app and store below.",
    description: "Download the iKEY Educator and iKEY Parent apps from Google Play, the App Store or AppGallery.",
  },
  "download-app": {
    heading: "Download the iKEY Apps",
    intro: "iKEY Educator is for teachers and centre staff. iKEY Parent is for parents and adult learners.",
    description: "Download the iKEY Educator and iKEY Parent apps.",
  },
  "download-educator-app": {
    heading: "Download iKEY Educator",
    intro: "The app for teachers and centre staff: attendance, check in and out, and announcements.",
    description: "Download the iKEY Educator app for Android, iPhone and Huawei.",
  },
  "download-parent-app": {
    heading: "Download iKEY Parent",
    intro: "The app for parents and adult learners: announcements, invoices, gallery, attendance and reports.",
    description: "Download the iKEY Parent app for Android, iPhone and Huawei.",
  },
};
