import type { Business } from "@ikey/contracts/business";
import type { Block } from "../components/prose";
import type { ContentTab } from "./content-tab";
import { englishDate } from "./lib/english-format";

/** The day the wording of any tab last changed (ISO): change it with the wording. Each tab shows it. */
export const TERMS_UPDATED_ON = "2026-11-21";

/** TERMS_UPDATED_ON as the tabs write it: "21 November 2026". */
export const TERMS_LAST_UPDATED = englishDate(TERMS_UPDATED_ON);

type TermsFacts = Pick<Business, "company" | "supportEmail">;

const lastUpdated: Block = { type: "p", text: `Last updated: ${TERMS_LAST_UPDATED}.` };

function contact(facts: TermsFacts): Block {
  return {
    type: "p",
    text: [
      "Questions about these terms? E-mail us at ",
      { text: facts.supportEmail, href: `mailto:${facts.supportEmail}` },
      ".",
    ],
  };
}

function termsOfService(facts: TermsFacts): Block[] {
  return [
    lastUpdated,
    { type: "h3", text: "1. About these terms" },
    {
      type: "p",
      text: `These terms apply when you use the iKEY website, the iKEY Centre Management System (CMS), the iKEY Educator app and the iKEY Parent app (together, "iKEY"). iKEY is provided by ${facts.company.name} ("we", "us"). By creating an account or using iKEY, you agree to these terms, to the Payment Account terms if you use the iKEY Payment Account, and to the General Terms.`,
    },
    { type: "h3", text: "2. Your iKEY Account" },
    {
      type: "p",
      text: "You need an iKEY Account to use the CMS and the apps. Visitors may browse this website without signing up.",
    },
    {
      type: "ul",
      items: [
        "Centre owners and administrators apply for a centre account, then use it in the CMS.",
        "Teachers receive their login from their centre administrator, who creates it in the CMS.",
        "Parents, guardians and adult learners sign up for themselves in the iKEY Parent app. One parent account can be paired with several children.",
      ],
    },
    {
      type: "p",
      text: "Keep your password to yourself and choose one of at least 8 characters. You are responsible for what happens under your account, so tell us straight away if you think someone else has used it.",
    },
    { type: "h3", text: "3. Age" },
    {
      type: "p",
      text: "You must be 18 or older to create an iKEY Account on your own. If you are under 18, you may use iKEY only with the permission of a parent or guardian.",
    },
    { type: "h3", text: "4. Centres, children's profiles and pairing" },
    {
      type: "p",
      text: "A centre is responsible for the records it keeps in iKEY, such as attendance, body temperature readings, invoices, photos and reports, and for having the right to share them with the parents of the children concerned.",
    },
    {
      type: "p",
      text: "A child's profile is linked to a parent's account with the child's unique pairing code or a one-time QR code issued by the centre. Pair only with your own child or a child you are the guardian of, and do not share pairing codes with anyone else.",
    },
    { type: "h3", text: "5. Fair use" },
    {
      type: "p",
      text: "Do not use iKEY to break the law, to upload content you have no right to share, to harass anyone, to access accounts or data that are not yours, or to disrupt, copy or reverse-engineer the service. We may suspend an account that does any of these.",
    },
    { type: "h3", text: "6. Availability and changes to the service" },
    {
      type: "p",
      text: [
        "We work to keep iKEY available at all times, but it may occasionally be unavailable for maintenance or for reasons outside our control. You can ",
        { text: "check the status of our apps and servers", href: "/check-app-status" },
        " at any time. We may improve, change or remove features, and we will give notice of changes that significantly affect you.",
      ],
    },
    { type: "h3", text: "7. Deactivating your account" },
    {
      type: "p",
      text: [
        "You can ",
        { text: "deactivate your iKEY app account", href: "/deactivate-account" },
        " at any time and reactivate it by logging in again. An account that stays inactive for 180 days is permanently deleted.",
      ],
    },
    { type: "h3", text: "8. Our responsibility" },
    {
      type: "p",
      text: "We provide iKEY with reasonable care and skill. As far as Malaysian law allows, we are not responsible for losses that we could not reasonably foresee, or that come from information a centre or user entered incorrectly. Nothing in these terms limits rights you have under Malaysian consumer law.",
    },
    { type: "h3", text: "9. Changes to these terms" },
    {
      type: "p",
      text: "We may update these terms. The date at the top of each tab shows when it last changed. If a change significantly affects you, we will tell you in the app or by e-mail before it takes effect.",
    },
    { type: "h3", text: "10. Governing law" },
    { type: "p", text: "These terms are governed by the laws of Malaysia." },
    contact(facts),
  ];
}

function paymentAccount(facts: TermsFacts): Block[] {
  return [
    lastUpdated,
    { type: "h3", text: "1. What the iKEY Payment Account is" },
    {
      type: "p",
      text: "The iKEY Payment Account lets you pay for and receive payment for products and services inside the iKEY apps. It is operated by a licensed payment provider on our behalf; the money in it is handled by that provider, not held by iKEY. The payment provider's own terms apply as well.",
    },
    { type: "h3", text: "2. Who may use it" },
    {
      type: "ul",
      items: [
        "Only registered users of the iKEY apps may use the iKEY Payment Account.",
        "Each user may have one iKEY Payment Account only.",
        "If you are under 18, you need the permission of a parent or guardian to use it.",
      ],
    },
    { type: "h3", text: "3. When money is transferred" },
    {
      type: "p",
      text: "When you pay for a purchase, the payment provider holds the money and transfers it to the seller on the first of these to happen:",
    },
    {
      type: "ol",
      items: [
        "the purchase is confirmed in the iKEY app;",
        "you do not confirm receipt of the purchase within the time shown in the app;",
        "you and the seller reach a settlement; or",
        "a court or tribunal orders the transfer.",
      ],
    },
    { type: "h3", text: "4. Fees" },
    {
      type: "p",
      text: "Some payments carry a Service Fee. Any fee is shown to you before you confirm a payment, and you are never charged a fee that was not shown first.",
    },
    { type: "h3", text: "5. Keeping your account safe" },
    {
      type: "p",
      text: "Keep your iKEY login details to yourself. Anyone who logs in as you can use your iKEY Payment Account.",
    },
    { type: "h3", text: "6. Unauthorised use" },
    {
      type: "p",
      text: [
        "If you see a payment you did not make, tell us at once at ",
        { text: facts.supportEmail, href: `mailto:${facts.supportEmail}` },
        ". Claims for unauthorised use must be made within 90 days of the transaction. We and the payment provider will investigate and tell you the outcome. A claim made after 90 days may not be accepted.",
      ],
    },
    { type: "h3", text: "7. Refunds" },
    {
      type: "p",
      text: "Where a refund is due, it may be paid back to your iKEY Payment Account or given as a Refund Coupon, as described in the General Terms.",
    },
    contact(facts),
  ];
}

function generalTerms(facts: TermsFacts): Block[] {
  return [
    lastUpdated,
    { type: "h3", text: "1. Registration Information" },
    {
      type: "p",
      text: "When you register, we ask for your Registration Information: your name, address, phone number, birth date and e-mail address. Please keep it accurate and up to date; we use it to identify you, to keep your account secure and to contact you about your account.",
    },
    {
      type: "p",
      text: [
        "How we handle this and other personal data is explained in our ",
        { text: "Privacy Policy", href: "/privacy-policy" },
        ".",
      ],
    },
    { type: "h3", text: "2. Refund Coupon" },
    {
      type: "p",
      text: "Where we agree that you should be refunded, we may give the refund as a Refund Coupon in your iKEY account, to use on a later purchase in the app. The coupon's value and any expiry date are shown in the app. Unless the law requires otherwise, a Refund Coupon cannot be exchanged for cash or passed to another account.",
    },
    { type: "h3", text: "3. Service Fee" },
    {
      type: "p",
      text: "We may charge a Service Fee for some transactions or features. The amount is always shown before you confirm, so you can decide whether to go ahead. Fees already shown and confirmed are not changed afterwards.",
    },
    { type: "h3", text: "4. Content and intellectual property" },
    {
      type: "p",
      text: "The iKEY name, logo, website and apps belong to us. Photos, reports and other content that a centre or user adds remain theirs; they allow us to store and show that content only so that iKEY can work for them.",
    },
    { type: "h3", text: "5. Links to other services" },
    {
      type: "p",
      text: "iKEY links to services run by others, such as app stores and our payment provider. Their own terms and privacy policies apply when you use them.",
    },
    { type: "h3", text: "6. Notices" },
    {
      type: "p",
      text: "We send notices about your account to the e-mail address in your Registration Information, or show them in the app.",
    },
    contact(facts),
  ];
}

/** The tabs of /terms; each id is also the fragment that opens the tab. */
export function termsTabs(facts: TermsFacts): readonly ContentTab[] {
  return [
    { id: "terms-of-service", label: "Terms of Service", blocks: termsOfService(facts) },
    { id: "payment-account", label: "Payment Account", blocks: paymentAccount(facts) },
    { id: "general-terms", label: "General Terms", blocks: generalTerms(facts) },
  ];
}
