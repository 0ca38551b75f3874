import type { Business } from "@ikey/contracts/business";
import type { Block } from "../components/prose";
import type { ContentTab } from "../data/content-tab";

/** One opening on the Job List tab; its details sit in a collapsible panel. */
export interface JobOpening {
  /** Also the id of the details panel. */
  readonly id: string;
  readonly title: string;
  readonly location: string;
  readonly experience: string;
  readonly summary: string;
  readonly responsibilities: readonly string[];
  readonly requirements: readonly string[];
  /** The subject line applicants use, so applications are easy to find and sort. */
  readonly applicationSubject: string;
}

export const jobListIntro: string =
  "We are hiring in Penang. If the role below fits you, we would like to hear from you, even if you do not tick every box.";

export const jobOpenings: readonly JobOpening[] = [
  {
    id: "backend-apps-developer",
    title: "Backend and Apps Developer",
    location: "Penang, Malaysia",
    experience: "At least 1 year of experience",
    summary:
      "Build and look after the services behind the iKEY Centre Management System and the features of the iKEY Educator and iKEY Parent apps, used every day by teachers and parents across Malaysia.",
    responsibilities: [
      "Design, build and maintain the APIs and background services used by the CMS and the mobile apps.",
      "Build new app features and improve existing ones, such as attendance, announcements, invoices and reports.",
      "Investigate and fix problems reported by centres, teachers and parents, together with our support team.",
      "Write tests and keep the code easy for the next person to change.",
      "Help keep the service fast, secure and available, and protect the personal data it holds.",
    ],
    requirements: [
      "At least 1 year of experience building backend services, mobile apps, or both.",
      "A diploma or degree in computer science or a related field, or equivalent practical experience.",
      "Working knowledge of at least one backend language, SQL databases and REST APIs.",
      "Some experience of Android, iOS or cross-platform app development.",
      "Comfortable with Git and with reviewing and being reviewed.",
      "Clear written and spoken English; Bahasa Malaysia or Chinese is a plus.",
      "Able to work from our office in Penang.",
    ],
    applicationSubject: "Job application: Backend and Apps Developer",
  },
];

/** How to apply for an opening: by e-mail, with the opening's subject line filled in. */
export function applicationBlocks(facts: Pick<Business, "supportEmail">, job: JobOpening): readonly Block[] {
  const href = `mailto:${facts.supportEmail}?subject=${encodeURIComponent(job.applicationSubject)}`;
  return [
    {
      type: "p",
      text: [
        "To apply, e-mail your CV and a short note about yourself to ",
        { text: facts.supportEmail, href },
        ` with the subject line "${job.applicationSubject}". Links to your work, such as an app, a website or your code, are welcome.`,
      ],
    },
  ];
}

/** The other tabs of /recruitment, as prose; each id is also the fragment that opens the tab. */
export const companyBackgroundTab: ContentTab = {
  id: "company-background",
  label: "Company Background",
  blocks: [
    {
      type: "p",
      text: "iKEY is an education-technology company founded in Penang in 2018. We build software for childcare centres, kindergartens and tuition centres: a web centre management system for the office, the iKEY Educator app for teachers and the iKEY Parent app for parents.",
    },
    {
      type: "p",
      text: "Today more than 1800 teachers, more than 300 centres and more than 30000 learners use iKEY. We work with partners in banking, online payments and cloud accounting so that centres can collect fees and keep their books in one place.",
    },
    {
      type: "p",
      text: [
        "We are a small team, so everyone talks to customers and sees their work in use. Read more in ",
        { text: "Our Story", href: "/our-story" },
        ".",
      ],
    },
  ],
};

export const staffBenefitsTab: ContentTab = {
  id: "staff-benefits",
  label: "Staff Benefits",
  blocks: [
    {
      type: "ul",
      items: [
        "EPF, SOCSO and EIS contributions.",
        "Paid annual leave, medical leave and public holidays.",
        "Mentoring from experienced developers, and time to learn new tools on the job.",
        "Real ownership: the features you build are used by centres, teachers and parents every day.",
        "A friendly office in Penang, close to the people who use our products.",
      ],
    },
  ],
};
