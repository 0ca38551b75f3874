import type { PageId } from "@ikey/contracts/site-pages";

/** The tabs of the tabbed pages. Each id is also the fragment that opens it. */
export interface TabSection {
  readonly id: string;
  readonly label: string;
  readonly summary: string;
}

export const tabSections = {
  faq: [
    {
      id: "cms",
      label: "CMS",
      summary: "Questions from centre owners and administrators about the web centre management system.",
    },
    {
      id: "parent-app",
      label: "Parent App",
      summary: "Questions from parents about pairing, invoices, announcements and reports.",
    },
    {
      id: "educator-app",
      label: "Educator App",
      summary: "Questions from teachers about attendance, check in and out and classrooms.",
    },
  ],
  terms: [
    {
      id: "terms-of-service",
      label: "Terms of Service",
      summary: "The terms for using your iKEY Account and the iKEY apps.",
    },
    {
      id: "payment-account",
      label: "Payment Account",
      summary: "The terms of the iKEY Payment Account, operated by our payment provider.",
    },
    {
      id: "general-terms",
      label: "General Terms",
      summary: "Refund coupons, service fees, registration information and other general terms.",
    },
  ],
  recruitment: [
    { id: "job-list", label: "Job List", summary: "The positions we are hiring for in Penang." },
    {
      id: "company-background",
      label: "Company Background",
      summary: "Who we are and what we build for education centres.",
    },
    { id: "staff-benefits", label: "Staff Benefits", summary: "What working at iKEY offers you." },
  ],
} as const satisfies Partial<Record<PageId, readonly TabSection[]>>;
