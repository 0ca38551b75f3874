import type { ContentTab } from "./content-tab";

/** The tabs of /faq; each id is also the fragment that opens the tab. */
export const faqTabs: readonly ContentTab[] = [
  {
    id: "cms",
    label: "CMS",
    blocks: [
      { type: "p", text: "Questions from centre owners and administrators about the web centre management system." },
    ],
  },
  {
    id: "parent-app",
    label: "Parent App",
    blocks: [{ type: "p", text: "Questions from parents about pairing, invoices, announcements and reports." }],
  },
  {
    id: "educator-app",
    label: "Educator App",
    blocks: [{ type: "p", text: "Questions from teachers about attendance, check in and out and classrooms." }],
  },
];
