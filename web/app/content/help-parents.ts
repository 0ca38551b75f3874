import { DELETION_DAYS, MIN_PASSWORD_LENGTH } from "@ikey/contracts/account-rules";
import { EARLY_DELETION_SUBJECT } from "./account-deletion";
import { ACCESS_REQUEST_DAYS } from "./data-requests";
import type { HelpArticlesCopy } from "./lib/help-article";

/** The help centre's articles for parents (contracts/help-centre.ts lists them), in English. */
export const parentArticles: HelpArticlesCopy<"parents"> = {
  "get-started-parent-app": {
    title: "Get started with the iKEY Parent app",
    description:
      "Download iKEY Parent, sign up with your e-mail address and pair your child with the code from the centre to start receiving updates.",
    body: [
      {
        type: "p",
        text: "iKEY Parent is the app for parents and adult learners at centres that use iKEY, free to download. You need three things: the app, an account, and your child's pairing code or QR code from the centre.",
      },
      {
        type: "ol",
        items: [
          "Download iKEY Parent from your phone's app store: the App Store on an iPhone, Google Play on an Android phone, or AppGallery on a Huawei phone.",
          "Open the app and sign up with your e-mail address. Use an address you check often: it is also where password reset e-mails are sent.",
          "Log in with your e-mail address and password.",
          [
            "Enter your child's pairing code, or scan the QR code, given to you by the centre. See ",
            { text: "Pair your child with a pairing code or QR code", href: "/help/parents/pair-your-child" },
            ".",
          ],
        ],
      },
      {
        type: "p",
        text: "Once your child's profile is paired, you receive the centre's announcements, invoices and receipts, photos, attendance and reports for that child.",
      },
      { type: "h2", text: "Before you start" },
      {
        type: "ul",
        items: [
          [
            "Check that your phone can run the app: iPhones need iOS 10 or later and Android phones Android 6.0 or later. Huawei phones without the Google Play Store cannot use it. See ",
            { text: "Which phones can use the iKEY Parent app?", href: "/help/parents/supported-phones" },
            ".",
          ],
          "If you do not have a pairing code yet, ask your child's centre for one.",
        ],
      },
    ],
  },
  "pair-your-child": {
    title: "Pair your child with a pairing code or QR code",
    description:
      "Link your child's profile to the centre in the iKEY Parent app with the child's pairing code or one-time QR code, both given by the centre.",
    body: [
      {
        type: "p",
        text: "Pairing links your child's profile at the centre to your iKEY Parent account. Every child has a unique pairing code, and the centre can also give you a one-time QR code to scan. Either one works.",
      },
      {
        type: "ol",
        items: [
          "Ask your child's centre for the child's pairing code or QR code.",
          "Sign up for iKEY Parent if you have not already, then log in.",
          "Type the pairing code, or scan the QR code with the app.",
          "Your child's profile appears in the app, and from then on the centre's updates for that child come straight to you.",
        ],
      },
      { type: "h2", text: "Good to know" },
      {
        type: "ul",
        items: [
          "A QR code can be used only once. If it has already been used, ask the centre for a new one.",
          "Keep the pairing code to yourself, as you would a password. Centres give it only to the child's parents or guardians.",
          [
            "Have more than one child? Pair each one with that child's own code: see ",
            { text: "Add more than one child to your account", href: "/help/parents/more-than-one-child" },
            ".",
          ],
        ],
      },
      { type: "h2", text: "If it still does not work" },
      {
        type: "p",
        text: [
          "If the code is refused, check it with the centre. If you paired the child but the profile does not show, follow ",
          { text: "My child's profile is missing from the app", href: "/help/parents/child-profile-missing" },
          ".",
        ],
      },
    ],
  },
  "more-than-one-child": {
    title: "Add more than one child to your account",
    description:
      "One iKEY Parent account can hold several children. Pair each child with their own pairing code or QR code to see all their updates in one place.",
    body: [
      {
        type: "p",
        text: "You do not need a second account. One parent account can hold several children: pair each child with that child's own pairing code or QR code, and you receive every child's updates in the same account.",
      },
      {
        type: "ol",
        items: [
          "Ask the centre for each child's pairing code or QR code. Every child has a code of their own, so one child's code cannot pair a brother or sister. If your children go to different centres, ask each centre.",
          "Log in to iKEY Parent with your usual e-mail address and password.",
          [
            "Pair the first child with their code, as in ",
            { text: "Pair your child with a pairing code or QR code", href: "/help/parents/pair-your-child" },
            ".",
          ],
          "Repeat with the next child's code, until every child's profile is in your account.",
        ],
      },
      {
        type: "p",
        text: "Each child's announcements, invoices and receipts, photos, attendance and reports then come to the same account, so you do not need to log out and in again to follow another child.",
      },
      { type: "h2", text: "If a child does not appear" },
      {
        type: "p",
        text: [
          "Check that you used that child's own code, and remember that a QR code works only once. Then follow ",
          { text: "My child's profile is missing from the app", href: "/help/parents/child-profile-missing" },
          ".",
        ],
      },
    ],
  },
  "what-you-see-in-the-app": {
    title: "What can I see in the iKEY Parent app?",
    description:
      "Announcements, invoices and receipts, photos, attendance with body temperature, reports, leave applications and more, for each child you pair.",
    body: [
      {
        type: "p",
        text: "Once your child is paired with the centre, iKEY Parent brings the centre's records about your child to your phone. For each paired child you can see:",
      },
      {
        type: "ul",
        items: [
          "Announcements from the centre, with a push notification when a new one arrives. Every announcement stays in the app to read again later.",
          "Invoices and receipts for your child's fees, as soon as the centre issues them.",
          "The gallery of photos from the centre, and videos for subscribers.",
          "Attendance history, including check-in and check-out times and body temperature readings.",
          "Reports on your child's progress from the teachers, which you can download as PDF files to keep or print.",
          "Leave applications, so you can tell the centre when your child will be away.",
          "A parents Q and A, where questions and answers are kept together.",
        ],
      },
      {
        type: "p",
        text: "What you see comes from the centre: its office and teachers keep the records in the iKEY Centre Management System (CMS) and the iKEY Educator app, and the app shows you your own child's part of them.",
      },
      { type: "h2", text: "Something is missing?" },
      {
        type: "p",
        text: [
          "If a whole child is missing, see ",
          { text: "My child's profile is missing from the app", href: "/help/parents/child-profile-missing" },
          ". If one item, such as an invoice or a report, is not there, ask the centre whether it has been issued yet.",
        ],
      },
    ],
  },
  "arrival-notifications": {
    title: "Know when your child arrives at and leaves the centre",
    description:
      "iKEY Parent notifies you in real time when a teacher checks your child in or out and records their body temperature.",
    body: [
      {
        type: "p",
        text: "Yes, you will know. When a teacher checks your child in or out and records their body temperature in the iKEY Educator app, you are notified in real time.",
      },
      { type: "h2", text: "How it works" },
      {
        type: "ol",
        items: [
          "Your child arrives, and the teacher checks them in on the attendance page of iKEY Educator.",
          "The teacher takes your child's temperature with a Bluetooth thermometer paired with the phone; the reading is recorded with the check-in.",
          "You receive a notification in iKEY Parent.",
          "When your child goes home, the teacher checks them out and you are notified again.",
        ],
      },
      {
        type: "p",
        text: "Teachers can take more than one temperature reading in a day, for example on arrival and again after lunch. You can look back at past check-in and check-out times and temperature readings in the attendance history.",
      },
      { type: "h2", text: "If notifications do not arrive" },
      {
        type: "ul",
        items: [
          "Make sure your child is paired with the centre in your account, and that you are logged in.",
          "Check that your phone allows notifications from iKEY Parent, and keep the app updated.",
          [
            "See whether the iKEY services are working on the ",
            { text: "Check App Status", href: "/check-app-status" },
            " page.",
          ],
          "If the attendance history shows no record for the day, ask the centre whether your child was checked in.",
        ],
      },
    ],
  },
  "read-announcements": {
    title: "Read announcements from your child's centre",
    description:
      "Closures, events and reminders from the centre arrive in iKEY Parent with a push notification, and stay in the app to read again later.",
    body: [
      {
        type: "p",
        text: "Your child's centre sends announcements, such as closures, events and reminders, to the iKEY Parent app. Each one arrives with a push notification on your phone and stays in the app, so you can read it again later.",
      },
      {
        type: "ol",
        items: [
          "When the notification arrives, tap it, or open iKEY Parent.",
          "Go to the announcements to read the new one.",
          "To find an older announcement, open the announcements again at any time: every announcement is kept in the app.",
        ],
      },
      { type: "h2", text: "Good to know" },
      {
        type: "ul",
        items: [
          "Announcements come from the centre's office and from teachers. The centre may send one straight away or schedule it for a later date and time.",
          "You receive the announcements of the centres your children are paired with. If you receive none, check that your child is paired.",
        ],
      },
      { type: "h2", text: "Not receiving notifications?" },
      {
        type: "p",
        text: [
          "Check that your phone allows notifications from iKEY Parent and that the app is up to date. Huawei phones without the Google Play Store cannot use the app, but their owners still receive the centre's notices by e-mail: see ",
          { text: "Which phones can use the iKEY Parent app?", href: "/help/parents/supported-phones" },
          ".",
        ],
      },
    ],
  },
  "view-the-gallery": {
    title: "View photos of your child in the gallery",
    description:
      "See photos of your child's learning moments shared by the centre in the iKEY Parent gallery, and videos if you subscribe.",
    body: [
      {
        type: "p",
        text: "The gallery in iKEY Parent shows photos of your child's learning moments, from art and craft to outings and celebrations, shared by the centre.",
      },
      {
        type: "ol",
        items: [
          "Open iKEY Parent and log in.",
          "Open the gallery to see the photos the centre has shared of your child.",
        ],
      },
      { type: "h2", text: "Videos" },
      {
        type: "p",
        text: "Videos are for subscribers: subscribe in the app to watch them, so learning can carry on at home at your child's own pace.",
      },
      { type: "h2", text: "Good to know" },
      {
        type: "ul",
        items: [
          "The centre chooses which photos to share and when. If you expected photos from an event and cannot find them, ask the centre whether they have been uploaded.",
          "Photos belong to the centre's records about your child. They stay with the centre even if you delete your iKEY account, and the centre keeps or deletes them under its own policy.",
          [
            "If your child does not appear in the app at all, see ",
            { text: "My child's profile is missing from the app", href: "/help/parents/child-profile-missing" },
            ".",
          ],
        ],
      },
    ],
  },
  "pay-fees-in-the-app": {
    title: "See invoices and pay fees in the app",
    description:
      "Find your child's invoices and receipts in iKEY Parent, and pay fees online where your centre offers it, with every payment recorded.",
    body: [
      {
        type: "p",
        text: "The centre's invoices for your child's fees arrive in iKEY Parent as soon as they are issued, and receipts are kept there too, so you no longer need paper slips. Centres that take fees online let you pay through an FPX online banking gateway, and every payment is recorded in iKEY.",
      },
      { type: "h2", text: "Pay an invoice" },
      {
        type: "ol",
        items: [
          "Open iKEY Parent and find the invoice among your child's invoices and receipts.",
          "Check the amount and what it is for. If anything looks wrong, ask the centre before you pay.",
          "Choose to pay, and follow the steps of the online banking payment.",
          "Check the total before you confirm: if a Service Fee applies, it is shown to you first, and you are never charged a fee that was not shown.",
          "After the payment, the receipt is kept with your child's invoices and receipts.",
        ],
      },
      {
        type: "p",
        text: "If you see no way to pay an invoice in the app, your centre takes fees another way: ask the centre how to pay.",
      },
      { type: "h2", text: "The iKEY Payment Account" },
      {
        type: "ul",
        items: [
          "The iKEY Payment Account lets you pay for products and services inside the iKEY apps. It is operated by a licensed payment provider; each user may have one, and users under 18 need a parent's or guardian's permission.",
          "A refund may be paid back to your iKEY Payment Account or given as a Refund Coupon to use on a later purchase in the app.",
          [
            "If you see a payment you did not make, contact iKEY support (details at the end of this page) at once: claims must be made within 90 days. See the ",
            { text: "terms of the iKEY Payment Account", href: "/terms" },
            ".",
          ],
        ],
      },
    ],
  },
  "reset-password": {
    title: "Reset your password",
    description:
      "Forgot your iKEY Parent password? Tap Forgot Password on the login screen and we will e-mail you a link to choose a new one.",
    body: [
      {
        type: "p",
        text: "If you have forgotten your password, you can choose a new one from the app's login screen. We send the reset link to the e-mail address you log in with.",
      },
      {
        type: "ol",
        items: [
          "Open iKEY Parent and, on the login screen, tap Forgot Password.",
          "Enter the e-mail address you log in with: the one you signed up with, with no spelling mistakes or spaces.",
          "Check your inbox for the password reset e-mail. If it is not there after a few minutes, look in your junk or spam folder.",
          `Follow the e-mail's instructions and choose a new password of at least ${MIN_PASSWORD_LENGTH} characters.`,
          "Go back to the app and log in with your e-mail address and the new password.",
        ],
      },
      { type: "h2", text: "Keep your password safe" },
      {
        type: "ul",
        items: [
          "Choose a password you do not use anywhere else, and do not share it. Anyone who logs in as you can see your children's records and use your iKEY Payment Account.",
          "Never send your password to anyone, including us: iKEY staff will never ask for it.",
        ],
      },
      { type: "h2", text: "If it still does not work" },
      {
        type: "p",
        text: [
          "If the e-mail never arrives, or the new password is refused, follow ",
          { text: "I cannot log in to the iKEY Parent app", href: "/help/parents/unable-to-log-in" },
          ", then contact iKEY support (details at the end of this page) with the e-mail address you log in with.",
        ],
      },
    ],
  },
  "unable-to-log-in": {
    title: "I cannot log in to the iKEY Parent app",
    description:
      "The app says your e-mail or password is wrong, or you cannot remember your password? Try these steps in order.",
    body: [
      {
        type: "p",
        text: "Most login problems come from a mistyped e-mail address or a forgotten password. Try these steps in order, and stop as soon as you are logged in.",
      },
      {
        type: "ol",
        items: [
          "Check the e-mail address you typed. It must be the one you signed up with, with no spelling mistakes or spaces.",
          "If it still does not work, tap Forgot Password on the login screen and enter that e-mail address.",
          "Check your inbox for the password reset e-mail. If it has not arrived after a few minutes, look in your junk or spam folder.",
          `Follow the e-mail's instructions and choose a new password of at least ${MIN_PASSWORD_LENGTH} characters.`,
          "Go back to the app and log in again with your e-mail address and the new password.",
        ],
      },
      { type: "h2", text: "If it still does not work" },
      {
        type: "ul",
        items: [
          [
            "See whether the iKEY services are working from your phone on the ",
            { text: "Check App Status", href: "/check-app-status" },
            " page. If they are not, the problem is not your account: try again later.",
          ],
          `If you deactivated your account, logging in again reactivates it. An account that stays inactive for ${DELETION_DAYS} days is permanently deleted and can no longer be used.`,
          [
            "If you are logged in but cannot see your child, see ",
            { text: "My child's profile is missing from the app", href: "/help/parents/child-profile-missing" },
            ".",
          ],
          "Otherwise, contact iKEY support (details at the end of this page). Tell us the e-mail address you log in with, your phone model and what you have already tried, but never your password.",
        ],
      },
    ],
  },
  "app-logs-out": {
    title: "The app keeps logging me out",
    description:
      "If iKEY Parent keeps logging you out or asks you to log in every time you open it, clear its cache, then reinstall it and log in again.",
    body: [
      {
        type: "p",
        text: "If the app keeps logging you out, or asks you to log in every time you open it, the app's stored data on your phone usually needs a fresh start. Try these steps in order.",
      },
      {
        type: "ol",
        items: [
          "Clear the app's caches. On Android, open Settings, then Apps, choose iKEY Parent, then Storage, and tap Clear cache. On an iPhone, which has no cache button, go on to the next step.",
          "Delete iKEY Parent from your phone, then install it again from the App Store (iPhone), Play Store (Android) or AppGallery (Huawei).",
          "Open the app and log in again.",
        ],
      },
      {
        type: "p",
        text: "Reinstalling the app does not remove anything from your account: your paired children and their records are kept by iKEY and the centre, and appear again when you log in.",
      },
      { type: "h2", text: "If it still does not work" },
      {
        type: "ul",
        items: [
          [
            "Make sure your phone is supported and the app is up to date: see ",
            { text: "Which phones can use the iKEY Parent app?", href: "/help/parents/supported-phones" },
            ".",
          ],
          [
            "See whether the iKEY services are working on the ",
            { text: "Check App Status", href: "/check-app-status" },
            " page.",
          ],
          "Contact iKEY support (details at the end of this page) with the e-mail address you log in with, your phone model and what you have already tried.",
        ],
      },
    ],
  },
  "child-profile-missing": {
    title: "My child's profile is missing from the app",
    description:
      "Logged in but cannot see your child or the centre? Refresh, clear the cache, log in again, and pair the child if you have never done so.",
    body: [
      {
        type: "p",
        text: "If you are logged in but your child's profile or the centre does not appear, try these steps in order. Stop as soon as the profile is back.",
      },
      {
        type: "ol",
        items: [
          "Refresh the screen in the app to load the latest data.",
          "Clear the app's caches. On Android, open Settings, then Apps, choose iKEY Parent, then Storage, and tap Clear cache. iPhones have no cache button, so go on to the next step.",
          "Log out of the app, then log back in.",
          "If the profile is still missing, delete the app, install it again and log in.",
          [
            "If you have never paired this child, enter the child's pairing code or scan the QR code from the centre. See ",
            { text: "Pair your child with a pairing code or QR code", href: "/help/parents/pair-your-child" },
            ".",
          ],
        ],
      },
      { type: "h2", text: "Check these too" },
      {
        type: "ul",
        items: [
          "Make sure you logged in with the same e-mail address you used when you paired the child. A child paired in another account does not appear in this one.",
          "Each child needs their own pairing. If one of several children is missing, pair that child with their own code.",
        ],
      },
      { type: "h2", text: "If it still does not work" },
      {
        type: "p",
        text: "Ask the centre to check your child's profile and, if needed, to give you a new QR code. If the centre cannot help, contact iKEY support (details at the end of this page) with the e-mail address you log in with and your child's centre.",
      },
    ],
  },
  "supported-phones": {
    title: "Which phones can use the iKEY Parent app?",
    description:
      "iKEY Parent runs on iPhones with iOS 10 or later and Android phones with Android 6.0 or later. Huawei phones without Google Play cannot use it.",
    body: [
      {
        type: "p",
        text: "iKEY Parent runs on iPhones with iOS 10 or later and on Android phones with Android 6.0 or later. It is free to download from the App Store, Google Play and AppGallery.",
      },
      {
        type: "ul",
        items: [
          "Please keep the app updated, so you have the latest fixes.",
          "You can find your phone's iOS or Android version in its settings.",
        ],
      },
      { type: "h2", text: "Huawei phones without Google Play" },
      {
        type: "p",
        text: "Some new Huawei phones are sold without Google Play services. The iKEY apps need these services, so they cannot be installed or used on those phones. Huawei phones that have Google Play services are not affected.",
      },
      { type: "p", text: "If your phone is affected:" },
      {
        type: "ol",
        items: [
          "Use iKEY Parent on another phone, such as an iPhone or an Android phone with Google Play, for example one belonging to your spouse or another family member.",
          "Keep an eye on your e-mail: you continue to receive your centre's notices by e-mail, so you do not miss important news.",
          "Contact iKEY support (details at the end of this page) if you need help.",
        ],
      },
      {
        type: "p",
        text: [
          "We explained this in our ",
          { text: "announcement to users of new Huawei phones", href: "/announcement" },
          ".",
        ],
      },
    ],
  },
  "deactivate-your-account": {
    title: "Deactivate your account",
    description: `Deactivate your iKEY Parent account on the Deactivate Account page. Log in again to reactivate it; after ${DELETION_DAYS} inactive days it is deleted.`,
    body: [
      {
        type: "p",
        text: [
          "You can deactivate your iKEY Parent account on the ",
          { text: "Deactivate Account", href: "/deactivate-account" },
          " page. Deactivation is temporary: log in to the iKEY app again at any time to reactivate your account.",
        ],
      },
      {
        type: "ol",
        items: [
          "Open the Deactivate Account page.",
          "Enter the Email and Password you log in to the app with, and select Continue. If you have forgotten your password, use the Forget Password link on the page first.",
          "Read the Confirm Temporary Account Deactivation step, then select Deactivate account.",
          "A page confirms that your account has been deactivated.",
        ],
      },
      { type: "h2", text: "What happens next" },
      {
        type: "ul",
        items: [
          "To reactivate your account, log in to the iKEY app again. We send you an activation e-mail notification when you do.",
          `An account that stays inactive for ${DELETION_DAYS} days is permanently deleted automatically, with its data.`,
          [
            "What is deleted, what is kept and how to have your account deleted sooner are explained in ",
            { text: "Delete your account and your data", href: "/help/parents/delete-your-account" },
            ".",
          ],
        ],
      },
      { type: "h2", text: "If it does not work" },
      {
        type: "p",
        text: [
          "If your e-mail address or password is not accepted, follow ",
          { text: "Reset your password", href: "/help/parents/reset-password" },
          ", then try again, or contact iKEY support (details at the end of this page).",
        ],
      },
    ],
  },
  "delete-your-account": {
    title: "Delete your account and your data",
    description: `Deactivating your iKEY Parent account starts its deletion: it is permanently deleted ${DELETION_DAYS} days later unless you log in again. Or ask us to delete it sooner.`,
    body: [
      {
        type: "p",
        text: [
          "To delete your iKEY Parent account, deactivate it on the ",
          { text: "Deactivate Account", href: "/deactivate-account" },
          ` page. Deactivating starts the deletion: if you do not log in again, your account is permanently deleted ${DELETION_DAYS} days later.`,
        ],
      },
      { type: "h2", text: `Deleted after ${DELETION_DAYS} days` },
      {
        type: "ul",
        items: [
          "Your iKEY Account: your login e-mail address and password.",
          "Your Registration Information: your name, address, phone number and birth date.",
          "The pairing with your children's profiles, your leave applications and the questions you sent in the app.",
          "The e-mails we sent you about your account.",
        ],
      },
      { type: "h2", text: "Kept, and why" },
      {
        type: "ul",
        items: [
          "Invoices, receipts and payment records stay with the centre that issued them, because Malaysian law requires businesses to keep financial records for seven years.",
          "Your children's attendance, reports and gallery photos are the records of their centre, which keeps or deletes them under its own policy.",
          "Transactions of an iKEY Payment Account are kept by our licensed payment provider for as long as the law requires.",
        ],
      },
      { type: "h2", text: "Deleting sooner" },
      {
        type: "ol",
        items: [
          "E-mail iKEY support (the address is at the end of this page) from the e-mail address of your account.",
          `Use the subject "${EARLY_DELETION_SUBJECT}".`,
          `We delete your account within ${ACCESS_REQUEST_DAYS} days and confirm by e-mail. We never ask for your password.`,
        ],
      },
      {
        type: "p",
        text: [
          "Changed your mind before the deletion? Log in again to keep your account. See ",
          { text: "Deactivate your account", href: "/help/parents/deactivate-your-account" },
          ".",
        ],
      },
    ],
  },
};
