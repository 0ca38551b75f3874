import type { HelpArticlesCopy } from "./lib/help-article";

/** The help centre's articles for teachers and centre staff who use the iKEY Educator app. */
export const teacherArticles: HelpArticlesCopy<"teachers"> = {
  "get-educator-login": {
    title: "Get your login for the iKEY Educator app",
    description:
      "Teachers do not sign up for iKEY Educator themselves: your centre administrator creates your login in the CMS. Here is how to get it and log in.",
    body: [
      {
        type: "p",
        text: "You do not sign up for iKEY Educator yourself. Your centre's administrator creates your login in the CMS, the web system your centre's office uses, and gives you the e-mail address and password to use. If you have not received a login, please ask your centre administrator.",
      },
      { type: "h2", text: "Log in for the first time" },
      {
        type: "ol",
        items: [
          "Get your e-mail address and password from your centre administrator.",
          "Download iKEY Educator from your phone's app store.",
          "Open the app and enter the e-mail address exactly as your administrator set it up, with no spelling mistakes or spaces.",
          "Enter your password and log in.",
        ],
      },
      { type: "h2", text: "Good to know" },
      {
        type: "ul",
        items: [
          [
            "iKEY Educator runs on iPhones with iOS 10 or later and on Android phones with Android 6.0 or later. Huawei phones without the Google Play Store cannot use the iKEY mobile apps. See ",
            { text: "which phones can use the iKEY apps", href: "/help/parents/supported-phones" },
            ".",
          ],
          "Keep the app updated so you have the latest fixes.",
          "Keep your password to yourself. iKEY staff will never ask for it.",
        ],
      },
      { type: "h2", text: "If it still does not work" },
      {
        type: "p",
        text: [
          "Forgot your password? Tap Forgot Password on the login screen and enter the e-mail address you log in with; your new password must be at least 8 characters long. If the app says your e-mail or password is wrong, see ",
          { text: "what to do if you cannot log in", href: "/help/parents/unable-to-log-in" },
          ". If you still cannot log in, contact iKEY support (details at the end of this page).",
        ],
      },
    ],
  },

  "create-a-classroom": {
    title: "Create a classroom in iKEY Educator",
    description:
      "Classrooms are created on the attendance page of the iKEY Educator app. Create one, add the children and start taking attendance for the class.",
    body: [
      {
        type: "p",
        text: "You create classrooms yourself, in the iKEY Educator app, on its attendance page. Once a classroom has its children, you can mark who is present in a few taps, and the centre office sees the same records straight away.",
      },
      { type: "h2", text: "Create a classroom" },
      {
        type: "ol",
        items: [
          "Log in to iKEY Educator with the login your centre administrator gave you.",
          "Open the attendance page.",
          "Create a new classroom for your class.",
          "Add the children who belong to the class.",
          "Your classroom is ready: choose it on the attendance page whenever you take attendance for that class.",
        ],
      },
      { type: "h2", text: "Good to know" },
      {
        type: "ul",
        items: [
          "The children's details come from your centre's records in the CMS, where the office manages each child's details, parents and enrolment. If a child is missing, or their details are wrong, ask your centre office to check the child's profile in the CMS.",
          [
            "With the classroom in place, you can ",
            { text: "take attendance with body temperature", href: "/help/teachers/attendance-and-body-temperature" },
            " as the children arrive and go home.",
          ],
        ],
      },
      { type: "h2", text: "If it still does not work" },
      {
        type: "p",
        text: [
          "If the app does not show your centre or the attendance page after you log in, refresh the screen, then log out and log back in. The ",
          { text: "account troubleshooting tips", href: "/account-security-tips" },
          " list further steps. If nothing helps, contact iKEY support (details at the end of this page).",
        ],
      },
    ],
  },

  "attendance-and-body-temperature": {
    title: "Take attendance with body temperature",
    description:
      "Check children in and out on the attendance page of iKEY Educator and record their temperature with a Bluetooth thermometer. Parents are told in real time.",
    body: [
      {
        type: "p",
        text: "In iKEY Educator you check each child in when they arrive and out when they go home. With a Bluetooth thermometer paired to your phone, the temperature you take is recorded with the check-in or check-out: no typing and no paper log.",
      },
      { type: "h2", text: "Before you start" },
      {
        type: "p",
        text: "Pair a Bluetooth thermometer with the phone you use for iKEY Educator. You only need to do this once. Make sure your phone's Bluetooth is switched on.",
      },
      { type: "h2", text: "Take attendance" },
      {
        type: "ol",
        items: [
          [
            "Open the attendance page and choose the classroom. No classroom yet? ",
            { text: "Create a classroom", href: "/help/teachers/create-a-classroom" },
            " first.",
          ],
          "When a child arrives, check them in.",
          "Take the child's temperature with the thermometer. The reading is recorded with the check-in.",
          "If you need to, take more readings later in the day, for example after lunch.",
          "When the child goes home, check them out and take their temperature again if your centre does so.",
        ],
      },
      { type: "h2", text: "What happens next" },
      {
        type: "ul",
        items: [
          "Parents are notified in real time in the iKEY Parent app when their child is checked in or out, and can look back over the attendance history, including the temperature readings.",
          "The centre office sees the day's attendance as it happens.",
        ],
      },
      { type: "h2", text: "If a reading does not arrive" },
      {
        type: "p",
        text: [
          "Check that the thermometer is switched on and near your phone, and that Bluetooth is on, then pair it again. If parents tell you they are not being notified, they can ",
          { text: "check the app status", href: "/check-app-status" },
          ". To find out which thermometer to use, or if readings still do not arrive, ask your centre administrator or contact iKEY support (details at the end of this page).",
        ],
      },
    ],
  },

  "daily-log": {
    title: "Keep the daily log for each child",
    description:
      "The daily log records each child's day at the centre, such as meals, naps and activities, so parents can follow along from home.",
    body: [
      {
        type: "p",
        text: "The daily log keeps a record of each child's day at the centre: meals, naps and activities. Parents can follow along from home, and the centre has a history to look back on.",
      },
      { type: "h2", text: "Fill in the daily log" },
      {
        type: "ol",
        items: [
          "In iKEY Educator, open the daily log and choose the child.",
          "Record what happened: what the child ate, when they napped and what they did.",
          "Add entries as the day goes on rather than all at the end, so nothing is forgotten.",
          "Read your entries through before you finish for the day.",
        ],
      },
      { type: "h2", text: "Tips for useful entries" },
      {
        type: "ul",
        items: [
          "Keep each entry short and factual: parents want to know what their child did, ate and how they rested.",
          "Write about that child only, and do not name other children.",
          "Daily log entries are part of the child's records, which the centre keeps under its own policy.",
          [
            "Check-in and check-out times and temperatures are recorded separately, with ",
            { text: "attendance", href: "/help/teachers/attendance-and-body-temperature" },
            ", and photos go in the ",
            { text: "centre gallery", href: "/help/teachers/share-photos-in-the-gallery" },
            ".",
          ],
        ],
      },
      { type: "h2", text: "If you cannot find the daily log" },
      {
        type: "p",
        text: "Ask your centre administrator how your centre uses the daily log. If it should be in your app but is not, refresh the screen, log out and log back in, and then contact iKEY support (details at the end of this page).",
      },
    ],
  },

  "send-announcements": {
    title: "Send an announcement to parents",
    description:
      "Write an announcement in the iKEY Educator app and parents receive it in the iKEY Parent app with a push notification.",
    body: [
      {
        type: "p",
        text: "You can tell parents what is happening without leaving the classroom. Write an announcement in iKEY Educator and parents receive it in the iKEY Parent app as a push notification on their phones.",
      },
      { type: "h2", text: "Send an announcement" },
      {
        type: "ol",
        items: [
          "Open iKEY Educator and go to announcements.",
          "Write your announcement. Say what is happening, when, and what parents need to do, such as bringing a form or collecting their child early.",
          "Read it through once more, then send it.",
          "Parents receive a push notification, and the announcement stays in their app to read again later.",
        ],
      },
      { type: "h2", text: "Good to know" },
      {
        type: "ul",
        items: [
          [
            "Announcements reach parents who have paired their child's profile with your centre. If a parent receives nothing, they may not have paired yet: the centre office can give them the child's pairing code or a one-time QR code. See ",
            { text: "how parents pair their child", href: "/help/parents/pair-your-child" },
            ".",
          ],
          [
            "Need a notice to go out at a later date and time? The centre office can ",
            { text: "schedule announcements in the CMS", href: "/help/centre-owners/schedule-announcements" },
            ".",
          ],
          "If parents who have paired say they get no notifications, ask them to check that notifications for iKEY Parent are allowed on their phone.",
        ],
      },
    ],
  },

  "share-photos-in-the-gallery": {
    title: "Share photos with parents in the centre gallery",
    description:
      "Photos of learning moments reach parents through the centre gallery, which they see in the iKEY Parent app. Here is how it works and what to check first.",
    body: [
      {
        type: "p",
        text: "The centre gallery is where your centre shares the learning moments parents would love to see: art and craft, outings, sports day and celebrations. Photos are uploaded to the centre gallery and shared privately with the families in each class, who find them in the gallery of the iKEY Parent app.",
      },
      { type: "h2", text: "How photos reach parents" },
      {
        type: "ol",
        items: [
          "Take photos of the class activity you want to share.",
          "Choose the best few, and leave out any you would not want a parent to see.",
          "Upload them to the centre gallery. The gallery is managed in the CMS, your centre's web system, so ask your centre administrator whether you upload photos yourself or pass them to the office.",
          "Parents of the class see the photos in the gallery of their iKEY Parent app.",
        ],
      },
      { type: "h2", text: "Before you share" },
      {
        type: "ul",
        items: [
          "Follow your centre's rules about photographing children.",
          "Check the background for anything private, such as documents, name lists or a screen.",
          "Gallery photos are part of the centre's records, which the centre keeps or deletes under its own policy.",
        ],
      },
      { type: "h2", text: "If parents cannot see the photos" },
      {
        type: "p",
        text: [
          "Parents see the gallery only after pairing their child's profile with your centre. Point them to ",
          { text: "viewing the gallery", href: "/help/parents/view-the-gallery" },
          ". If the photos are uploaded and paired parents still cannot see them, contact iKEY support (details at the end of this page).",
        ],
      },
    ],
  },
};
