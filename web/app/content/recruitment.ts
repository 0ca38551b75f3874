import type { ContentTab } from "./content-tab";

/** The tabs of /recruitment; each id is also the fragment that opens the tab. */
export const recruitmentTabs: readonly ContentTab[] = [
  { id: "job-list", label: "Job List", blocks: [{ type: "p", text: "The positions we are hiring for in Penang." }] },
  {
    id: "company-background",
    label: "Company Background",
    blocks: [{ type: "p", text: "Who we are and what we build for education centres." }],
  },
  { id: "staff-benefits", label: "Staff Benefits", blocks: [{ type: "p", text: "What working at iKEY offers you." }] },
];
