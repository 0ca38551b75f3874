import type { Business } from "@ikey/contracts/business";
import type { Block, Inline } from "../components/prose";
import { BUSINESS_HOURS } from "./contact";

/** One problem and the steps that fix it, tried in order. */
export interface TroubleshootingGuide {
  /** The section's id, so support staff can link straight to a guide, e.g. /account-security-tips#unable-to-login. */
  readonly id: string;
  readonly title: string;
  readonly symptom: string;
  readonly steps: readonly (Inline | readonly Inline[])[];
}

export const troubleshootingGuides: readonly TroubleshootingGuide[] = [
  {
    id: "unable-to-login",
    title: "Unable to Login",
    symptom: "The app says your e-mail or password is wrong, or you cannot remember your password.",
    steps: [
      "Check the e-mail address you typed. It must be the one you signed up with (teachers: the one your centre administrator set up), with no spelling mistakes or spaces.",
      "If it still does not work, tap Forgot Password on the login screen and enter that e-mail address.",
      "Check your inbox for the password reset e-mail. If it has not arrived after a few minutes, look in your junk or spam folder.",
      "Follow the e-mail's instructions and choose a new password of at least 8 characters.",
      "Go back to the app and log in again with your e-mail address and the new password.",
    ],
  },
  {
    id: "auto-logout-issue",
    title: "Auto-Logout Issue",
    symptom: "The app keeps logging you out, or asks you to log in every time you open it.",
    steps: [
      "Clear the app's caches. On Android, open Settings, then Apps, choose the iKEY app, then Storage, and tap Clear cache. On an iPhone, which has no cache button, go on to the next step.",
      "Delete the iKEY app from your phone, then install it again from the App Store (iPhone), Play Store (Android) or App Gallery (Huawei).",
      "Open the app and log in again.",
    ],
  },
  {
    id: "profile-missing-issue",
    title: "Profile Missing Issue",
    symptom: "You are logged in, but your child's profile or your centre does not appear.",
    steps: [
      "Refresh the screen in the app to load the latest data.",
      "Clear the app's caches, as in the Auto-Logout guide above.",
      "Log out of the app, then log back in.",
      "If the profile is still missing, delete the app, install it again and log in.",
      [
        "Parents: if you have never paired this child, enter the child's pairing code or scan the QR code from the centre. See the ",
        { text: "Parent App FAQ", href: "/faq#parent-app" },
        ".",
      ],
    ],
  },
];

/** The closing advice, pointing to customer support by e-mail. */
export function contactSupportBlocks(facts: Pick<Business, "supportEmail">): readonly Block[] {
  return [
    { type: "h2", text: "Still need help?", id: "contact-support" },
    {
      type: "p",
      text: [
        "If none of these steps works, please contact our customer support at ",
        { text: facts.supportEmail, href: `mailto:${facts.supportEmail}` },
        ` (${BUSINESS_HOURS}). Tell us the e-mail address you log in with, which app you use, your phone model and what you have already tried.`,
      ],
    },
    { type: "p", text: "Never send us your password: iKEY staff will never ask for it." },
  ];
}
