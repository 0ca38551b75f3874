import type { ContentTab } from "./content-tab";

/** The tabs of /terms; each id is also the fragment that opens the tab. */
export const termsTabs: readonly ContentTab[] = [
  {
    id: "terms-of-service",
    label: "Terms of Service",
    blocks: [{ type: "p", text: "The terms for using your iKEY Account and the iKEY apps." }],
  },
  {
    id: "payment-account",
    label: "Payment Account",
    blocks: [{ type: "p", text: "The terms of the iKEY Payment Account, operated by our payment provider." }],
  },
  {
    id: "general-terms",
    label: "General Terms",
    blocks: [{ type: "p", text: "Refund coupons, service fees, registration information and other general terms." }],
  },
];
