import type { Illustration } from "../components/illustration";
import { campaignDrawings } from "../data/campaign-drawings";
import { campaignLinks } from "../data/campaign-links";
import { campaignFacts } from "./campaign-facts";
import { translatable } from "./lib/translatable";

/**
 * Copy of /RHB-reflex-premium-plus-for-education-campaign, section by section.
 * The heading and introduction are in page-intros.ts; the terms in web/content/<language>/pages/campaign-terms.md.
 */

export const campaignBanner = {
  period: `Campaign period: ${campaignFacts.period}`,
  image: {
    ...campaignDrawings["campaign-banner"],
    alt: "iKEY Premium Plus at Tadika Sri Mutiara: RM 47,040.00 of December's fees paid by FPX online banking, a chart of the fees received each week, accounts synced, December payroll ready, receipts sent, and the RHB business current account linked to iKEY.",
  } satisfies Illustration,
};

export const campaignIntro = translatable({
  heading: "One package for your centre, your fees and your books",
  paragraphs: [
    `RHB and iKEY have teamed up for childcare, kindergarten and tuition centres. Open or link an RHB business current account, and your centre runs on iKEY Premium Plus: the centre management system, the iKEY Educator app and the iKEY Parent app, with accounting and payroll, at an exclusive rate of ${campaignFacts.monthlyFee} per month.`,
    `Sign up during the campaign, from ${campaignFacts.period}, to enjoy the early sign-up rewards.`,
  ],
  getItNow: { label: "Get it now", href: campaignLinks.getItNow },
  knowMore: { label: "Know more", href: campaignLinks.knowMore },
});

export interface CampaignFeature {
  readonly title: string;
  readonly text: string;
  readonly icon: string;
  /** Announced but not yet released. */
  readonly soon?: boolean;
}

const icon = (name: keyof typeof campaignDrawings) => campaignDrawings[name].src;

export const campaignFeatures: {
  readonly heading: string;
  readonly intro: string;
  readonly items: readonly CampaignFeature[];
} = {
  heading: "What your centre gets with Premium Plus",
  intro: "Everything in the iKEY centre management system, plus links to your bank and your accounts.",
  items: [
    {
      title: "Bluetooth attendance",
      text: "Teachers check children in and out in the iKEY Educator app, with body temperature read from a thermometer paired over Bluetooth.",
      icon: icon("bluetooth-attendance"),
    },
    {
      title: "E-invoices and receipts",
      text: "Invoices and receipts are created for you and sent straight to the iKEY Parent app. No more printing or chasing paper.",
      icon: icon("e-invoice"),
    },
    {
      title: "Management reports",
      text: "Generate reports on students, attendance and fees whenever you need them, without building spreadsheets by hand.",
      icon: icon("management-reports"),
    },
    {
      title: "Pre-scheduled announcements",
      text: "Write a notice once and schedule when it goes out. Parents get a push notification on their phones.",
      icon: icon("scheduled-announcement"),
    },
    {
      title: "Student progress report cards",
      text: "Build report cards on your own template, with scores, teacher feedback, descriptions and your centre logo.",
      icon: icon("report-card"),
    },
    {
      title: "Gallery management",
      text: "Upload photos of learning moments to the centre gallery, and parents see them in their app.",
      icon: icon("gallery-management"),
    },
    {
      title: "Accounting integration",
      text: "Link your cloud accounting account, so the fees and payments recorded in iKEY reach your books without retyping.",
      icon: icon("accounting-integration"),
    },
    {
      title: "Payroll",
      text: "Run payroll for your teachers and staff in the same package as your accounts.",
      icon: icon("payroll"),
      soon: true,
    },
    {
      title: "Fee payment by online banking",
      text: "Parents pay fees through an FPX online banking gateway, and every payment is recorded in iKEY.",
      icon: icon("online-banking"),
    },
  ],
};

export const campaignFlow = translatable({
  heading: "How to sign up",
  paragraphs: [
    "Start with RHB: visit any RHB branch or apply online, open or link an RHB business current account, and fill in the FPX online banking form.",
    "iKEY then sets up your Premium Plus account and trains your team, so you are ready from day one.",
  ],
  image: {
    ...campaignDrawings["campaign-flow-chart"],
    alt: "Flow chart of the five sign-up steps: 1. Visit an RHB branch or apply online. 2. Open or link an RHB business current account. 3. Fill in the FPX online banking form. 4. iKEY sets up your Premium Plus account. 5. Training for your team, then you are ready to go.",
  } satisfies Illustration,
  findBranchLabel: "Find Branch",
});

export const campaignWorkflow = translatable({
  heading: "How iKEY connects your centre, teachers and parents",
  intro: "One system links the office, the classroom and home, so everyone works from the same information.",
  roles: [
    {
      title: "Centre",
      product: "iKEY Centre Management System",
      text: "The office manages students, teachers, classes and fees, sends invoices and announcements, and generates reports on the web.",
    },
    {
      title: "Teachers",
      product: "iKEY Educator app",
      text: "Teachers take attendance with body temperature, check children in and out, and send announcements from their phones.",
    },
    {
      title: "Parents",
      product: "iKEY Parent app",
      text: "Parents receive announcements, invoices and receipts, photos, attendance and report cards, and pay fees online.",
    },
  ],
  image: {
    ...campaignDrawings["campaign-workflow"],
    alt: "The centre, its teachers and the parents, each linked to the other two through iKEY.",
  } satisfies Illustration,
  learnMore: {
    label: "Learn more",
    hiddenLabel: " about the Centre Management System",
    href: campaignLinks.learnMore,
  },
});

export const campaignPartners = translatable({
  heading: "About the partners",
  blurbs: [
    {
      title: "RHB Reflex",
      text: [
        "RHB Reflex is RHB Bank's online business banking for small and medium enterprises (SMEs). Your centre manages its business current account and payments in one place.",
        `Protected by PIDM up to ${campaignFacts.depositProtection} per depositor.`,
      ],
    },
    {
      title: "iKEY",
      text: [
        "iKEY is an education-technology company from Penang, Malaysia, started in 2018. We make the iKEY Centre Management System, the iKEY Educator app and the iKEY Parent app.",
        "More than 300 centres, 1,800 teachers and 30,000 learners use iKEY.",
      ],
    },
    {
      title: "LedgerCloud",
      text: [
        "LedgerCloud, our accounting and payroll partner, provides cloud accounting and a financial app for small businesses.",
        "Premium Plus links iKEY to your LedgerCloud account for accounting today, with payroll available soon.",
      ],
    },
  ],
});

/** The registration form's section; the form itself is another component. */
export const campaignForm = translatable({
  heading: "Register your interest",
  intro: "Fill in the form below and our specialist will contact you.",
});

export const campaignTermsExcerpt = translatable({
  heading: "Campaign terms at a glance",
  points: [
    `Campaign period: ${campaignFacts.period}, both dates inclusive.`,
    `The first ${campaignFacts.tabletSignUps} early sign-ups win a tablet computer.`,
    `The first ${campaignFacts.waiverSignUps} sign-ups get a ${campaignFacts.waiverMonths}-month subscription fee waiver.`,
    `After the waiver, Premium Plus is ${campaignFacts.monthlyFee} per month, with accounting and payroll.`,
  ],
  /** The sentences around the two links that open the terms dialog. */
  conditions: {
    before:
      "Each reward comes with conditions, such as linking your accounting or payroll accounts within the first month. Please read the ",
    link: "terms and conditions",
    after: " before you sign up.",
  },
  full: { before: "See the ", link: "full terms", after: " for every condition." },
});
