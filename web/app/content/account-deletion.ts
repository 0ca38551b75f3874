import { DELETION_DAYS } from "@ikey/contracts/account-rules";
import type { Business } from "@ikey/contracts/business";
import type { Block } from "../components/prose";
import { ACCESS_REQUEST_DAYS } from "../data/data-requests";

/** The subject line that lets support find deletion requests. */
export const EARLY_DELETION_SUBJECT = "Delete my iKEY account";

/**
 * Beyond the requirements, for the app stores: Google Play and the App Store ask an app's
 * account-deletion page to name the app and its developer, say what is deleted
 * and what is kept and why, and how to ask for deletion. Shown on both
 * deactivation pages, kept in step with the privacy policy.
 */
export function accountDeletionFacts(facts: Pick<Business, "company" | "supportEmail">): readonly Block[] {
  const request = `mailto:${facts.supportEmail}?subject=${encodeURIComponent(EARLY_DELETION_SUBJECT)}`;
  return [
    { type: "h2", text: "About deleting your iKEY account", id: "account-deletion" },
    {
      type: "p",
      text: `This page is where you delete your account of the iKEY Parent app, published on Google Play, the App Store and AppGallery by ${facts.company.name}, the developer of iKEY. Deactivating starts the deletion: if you do not log in again, your account is permanently deleted ${DELETION_DAYS} days later.`,
    },
    { type: "h3", text: `Deleted after ${DELETION_DAYS} days` },
    {
      type: "ul",
      items: [
        "Your iKEY Account: your login e-mail address and password.",
        "Your Registration Information: your name, address, phone number and birth date.",
        "The pairing with your children's profiles, your leave applications and the questions you sent in the app.",
        "The e-mails we sent you about your account.",
      ],
    },
    { type: "h3", text: "Kept, and why" },
    {
      type: "ul",
      items: [
        "Invoices, receipts and payment records stay with the centre that issued them, because Malaysian law requires businesses to keep financial records for seven years. They are used for nothing else.",
        "Your children's attendance, reports and gallery photos are the records of their centre, which keeps or deletes them under its own policy.",
        "Transactions of an iKEY Payment Account are kept by our licensed payment provider for as long as the law requires.",
      ],
    },
    { type: "h3", text: "Deleting sooner" },
    {
      type: "p",
      text: [
        "To have your account deleted now rather than after the waiting time, e-mail ",
        { text: facts.supportEmail, href: request },
        ` from the e-mail address of your account with the subject "${EARLY_DELETION_SUBJECT}". We delete it within ${ACCESS_REQUEST_DAYS} days and confirm by e-mail. We never ask for your password.`,
      ],
    },
  ];
}
