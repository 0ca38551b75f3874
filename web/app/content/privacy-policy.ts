import type { Business } from "@ikey/contracts/business";
import type { Block } from "../components/prose";
import { ACCESS_REQUEST_DAYS } from "./data-requests";
import { englishDate } from "./lib/english-format";

/** The day the wording below last changed (ISO): change it with the wording. */
export const PRIVACY_UPDATED_ON = "2026-11-27";

/** PRIVACY_UPDATED_ON as the policy writes it: "21 November 2026". */
export const PRIVACY_LAST_UPDATED = englishDate(PRIVACY_UPDATED_ON);

type PrivacyFacts = Pick<Business, "company" | "supportEmail">;

/**
 * The privacy policy, written as the notice that section 7 of Malaysia's Personal
 * Data Protection Act 2010 asks for: purposes, sources, disclosure, access and
 * correction, choices and their consequences, plus retention, security and contact.
 */
export function privacyPolicy(facts: PrivacyFacts): readonly Block[] {
  const email = { text: facts.supportEmail, href: `mailto:${facts.supportEmail}` };
  return [
    { type: "p", text: `Last updated: ${PRIVACY_LAST_UPDATED}.` },
    {
      type: "p",
      text: `This policy explains how ${facts.company.name} ("iKEY", "we", "us") handles personal data in the iKEY website, the iKEY Centre Management System (CMS), the iKEY Educator app and the iKEY Parent app. It is our notice to you under Malaysia's Personal Data Protection Act 2010 (PDPA).`,
    },

    { type: "h2", text: "1. Personal data we collect", id: "data-we-collect" },
    {
      type: "ul",
      items: [
        "From centres: the owner's and administrator's names, the company name and registration number, business address, company and login e-mail addresses, and the contact person and phone number.",
        "From parents, guardians and adult learners: your Registration Information (name, address, phone number, birth date and e-mail address), the children you pair with, your invoices, receipts and payments, leave applications and the questions you send.",
        "Children's records, entered by their centre: the child's name and class, attendance with check-in and check-out times, body temperature readings, daily log entries, photos and videos in the gallery, invoices, and reports with scores and teacher feedback.",
        "From teachers and centre staff: your name, login e-mail address and phone number, and the records you create, such as attendance and announcements.",
        "From website visitors: technical details that every web server receives, such as your IP address, browser type, and the pages you asked for and when.",
        "From forms on this website: the details you type in when you request a demo, apply for a centre account, register for a bank campaign or deactivate your account.",
        "With a form you send from this website, where your visit came from: the first page of this website you opened in that browser tab, the website whose link brought you (its name only, such as www.facebook.com), and the campaign tags in that page's address (utm_source, utm_medium, utm_campaign, utm_term and utm_content). Your browser keeps them in that tab only, without cookies, until you send a form, and sends nothing before. They are then stored with your enquiry, so we learn which campaigns and websites bring enquiries, and kept as long as it is.",
      ],
    },
    {
      type: "p",
      text: "We do not sell personal data, and we do not use children's records for advertising.",
    },

    { type: "h2", text: "2. Why we use it", id: "purposes" },
    {
      type: "ul",
      items: [
        "To create and run your iKEY Account, and to pair children's profiles with their parents.",
        "To let centres manage students, attendance, invoices, announcements, the gallery and reports, and to deliver these to teachers and parents, including push notifications.",
        "To process payments, refunds and fees through the iKEY Payment Account.",
        "To answer demo requests, centre applications and support questions, and to arrange training.",
        "To keep iKEY secure, prevent fraud and misuse, and fix problems.",
        "To tell you about changes to iKEY and, if you agree, about new features and offers. You can opt out of marketing at any time.",
        "To meet our legal and accounting obligations.",
      ],
    },

    { type: "h2", text: "3. Where it comes from", id: "sources" },
    {
      type: "p",
      text: "Most personal data comes from you. Children's records come from their centre, and from the parent or guardian who pairs with them. Teachers' logins come from their centre administrator. Payment details come from our payment provider. Applications made through a bank campaign may come from the bank staff who help you fill in the form. Technical details come from your device when it contacts our servers.",
    },

    { type: "h2", text: "4. Who we share it with", id: "disclosure" },
    {
      type: "p",
      text: "We share personal data only as far as needed for the purposes above, with:",
    },
    {
      type: "ul",
      items: [
        "the centre your child attends or you work at, and the parents paired with a child;",
        "our licensed payment provider, which operates the iKEY Payment Account;",
        "our cloud hosting providers, which store the data and run our servers, in data centres that may be outside Malaysia (for example, in Singapore);",
        "a bank partner, for applications made through its campaign, and an accounting provider, if a centre chooses to link its accounts;",
        "government authorities, courts or regulators, when the law requires it.",
      ],
    },
    {
      type: "p",
      text: "Everyone we share data with must protect it and use it only for the work they do for us or as the law allows.",
    },

    { type: "h2", text: "5. Your right to access and correct your data", id: "access-and-correction" },
    {
      type: "p",
      text: [
        "You may ask for a copy of the personal data we hold about you, and ask us to correct data that is wrong, incomplete or out of date. E-mail ",
        email,
        ` from the e-mail address on your account. We reply to access and correction requests within ${ACCESS_REQUEST_DAYS} days of receiving them. If we cannot do what you ask, we will tell you why.`,
      ],
    },
    {
      type: "p",
      text: "Parents may ask for their child's records. Because the centre keeps those records, we may pass your request to the centre, or ask the centre to correct them.",
    },

    { type: "h2", text: "6. Your choices, and what happens if you do not give us data", id: "choices" },
    {
      type: "p",
      text: "Fields marked as required in our forms and apps are needed to provide the service. If you do not provide them, we cannot create your account, pair your child, process a payment or answer your request. Other fields are optional.",
    },
    {
      type: "p",
      text: "You can turn off push notifications in your phone's settings, opt out of marketing e-mails, or ask us to limit how we use your data. You can also deactivate your account at any time; some features stop working once you do.",
    },

    { type: "h2", text: "7. Age", id: "age" },
    {
      type: "p",
      text: "You must be at least 18 years old to give us your personal data yourself. Anyone under 18 may use iKEY only with the consent of a parent or guardian, and children's records are provided by their centre and their parents.",
    },

    { type: "h2", text: "8. How long we keep it", id: "retention" },
    {
      type: "p",
      text: [
        "We keep personal data while your account is active and for as long as we need it for the purposes above or the law requires, for example financial records. When you ",
        { text: "deactivate an iKEY app account", href: "/deactivate-account" },
        ", you can reactivate it by logging in again; if it stays deactivated, it is permanently deleted after 180 days.",
      ],
    },

    { type: "h2", text: "9. How we protect it", id: "security" },
    {
      type: "p",
      text: "Data travels between your device and our servers encrypted. Access to personal data is limited to staff and providers who need it for their work. We will never ask you for your password by e-mail, phone or WhatsApp.",
    },

    { type: "h2", text: "10. Changes to this policy", id: "changes" },
    {
      type: "p",
      text: "When we change this policy, we update the date at the top. If the change is significant, we will tell you in the app or by e-mail.",
    },

    { type: "h2", text: "11. How to contact us", id: "contact" },
    {
      type: "p",
      text: [
        "For questions, requests to access or correct your data, or complaints about how we handle it, e-mail ",
        email,
        ` or write to ${facts.company.name} (${facts.company.registrationNo}), ${facts.company.address}.`,
      ],
    },
  ];
}
