import type { HelpArticlesCopy } from "./lib/help-article";

/**
 * The help centre's articles for centre owners and administrators (decision 0018), in English.
 * Every fact comes from the site's own copy: the FAQ's CMS tab, the Centre Management System
 * page, the sign-up wizard, the campaign page and its terms, the Payment Account and General Terms,
 * and Check App Status.
 */
export const centreOwnerArticles: HelpArticlesCopy<"centre-owners"> = {
  "what-is-the-cms": {
    title: "What is the iKEY Centre Management System (CMS)?",
    description:
      "The CMS is the web system your centre's office uses to manage teachers, students, fees, announcements, attendance and reports in one place.",
    body: [
      {
        type: "p",
        text: "The CMS is the web system your centre's office uses to run the business. It is made for childcare centres, kindergartens and tuition centres, and it replaces paper forms, spreadsheets and chat groups with one set of records.",
      },
      { type: "h2", text: "What you can do in the CMS" },
      {
        type: "ul",
        items: [
          "Manage teachers (staff profiles and the classes they teach), students (each child's details, parents and enrolment) and course types (the programmes and classes your centre offers).",
          "Issue invoices and receipts, and keep a record of every payment.",
          "Send announcements straight away, or schedule them for a later date and time.",
          "Share photos of learning moments in the centre gallery.",
          "Keep student data and attendance with body temperature in one central place.",
          "Produce management reports and student report cards.",
        ],
      },
      { type: "h2", text: "How it works with the apps" },
      {
        type: "p",
        text: "Whatever you do in the CMS reaches teachers through the iKEY Educator app and parents through the iKEY Parent app, so everyone works from the same records. Teachers take attendance with body temperature in iKEY Educator, and the office sees the day's attendance as it happens. Parents receive your announcements, invoices and receipts, photos, attendance and reports in iKEY Parent.",
      },
      {
        type: "p",
        text: [
          "Read more on the ",
          { text: "Centre Management System", href: "/center-management-system" },
          " page, or find out ",
          { text: "how to sign up your centre", href: "/help/centre-owners/sign-up-your-centre" },
          ".",
        ],
      },
    ],
  },
  "cms-pricing": {
    title: "How much does the CMS cost?",
    description:
      "The basic version of the CMS is free, and every centre gets free training. A premium version with more features will be announced later.",
    body: [
      {
        type: "p",
        text: "The basic version of the CMS is free. A premium version with more features will be announced later.",
      },
      { type: "h2", text: "What every centre gets" },
      {
        type: "ul",
        items: [
          "The basic version of the CMS, free of charge.",
          "Free training for your staff.",
          "Visits from our team to your centre, to help you get started.",
        ],
      },
      { type: "h2", text: "Premium Plus with RHB" },
      {
        type: "p",
        text: [
          "Our campaign with RHB offers iKEY Premium Plus to centres that open or link an RHB business current account: the CMS, the iKEY Educator app and the iKEY Parent app, with accounting and payroll, at an exclusive rate of RM 50 per month. The ",
          { text: "campaign page", href: "/RHB-reflex-premium-plus-for-education-campaign" },
          " sets out the campaign period, the early sign-up rewards and the conditions of each reward, such as linking your accounting or payroll accounts within the first month. Please read its terms before you sign up.",
        ],
      },
      { type: "h2", text: "Fees on payments" },
      {
        type: "p",
        text: [
          "Some payments made through the ",
          { text: "iKEY Payment Account", href: "/help/centre-owners/ikey-payment-account" },
          " carry a Service Fee. Any fee is always shown before a payment is confirmed.",
        ],
      },
      { type: "h2", text: "See it before you decide" },
      {
        type: "p",
        text: [
          { text: "Request a demo", href: "#request-a-demo" },
          ", tell us when suits you, and an iKEY specialist will show you the CMS and the apps, in person or online.",
        ],
      },
    ],
  },
  "sign-up-your-centre": {
    title: "Sign up your centre for the CMS",
    description:
      "Apply online for an iKEY centre account in four steps. We review your application, set up your centre account and contact you about it.",
    body: [
      {
        type: "p",
        text: "Centre owners and administrators apply for a centre account online. We review your application, set up your centre account and contact you about it. Teachers and parents do not apply: you give teachers their logins later, and parents sign up in the iKEY Parent app.",
      },
      { type: "h2", text: "Apply online" },
      {
        type: "ol",
        items: [
          [
            "Open the ",
            { text: "application form", href: "/sign-up" },
            ", or choose Apply Now on the Centre Management System page.",
          ],
          "Personal Information: enter your first and last name, gender and nationality, and the name of the sales person who helped you, if any.",
          "Company Information: enter your company name, registration number, company e-mail and company address, and your website if you have one.",
          "CMS Account Setup Information: enter the e-mail address you will log in to the CMS with, the name of your business or centre, a contact person and a phone number.",
          "Declaration: read the notes, tick Agree to declare that the information is true and complete and that you accept iKEY's terms and conditions, then select Submit.",
        ],
      },
      {
        type: "p",
        text: "Select Next to move on once a step is complete. You can go back to an earlier step at any time.",
      },
      { type: "h2", text: "Good to know" },
      {
        type: "ul",
        items: [
          "The Declaration step shows iKEY's bank details. Where your package has a subscription, you pay it by bank transfer after we approve your application.",
          "Huawei phones without the Google Play Store cannot use the iKEY mobile apps. Teachers and parents with such phones can still receive notices by e-mail.",
        ],
      },
      { type: "h2", text: "What happens next" },
      {
        type: "p",
        text: [
          "Once your centre account is set up, we train your staff free of charge, and our team can visit your centre to help you get started. Then ",
          { text: "give your teachers access", href: "/help/centre-owners/give-teachers-access" },
          ".",
        ],
      },
    ],
  },
  "give-teachers-access": {
    title: "Give your teachers access to iKEY Educator",
    description:
      "Teachers do not sign up by themselves. Create each teacher's login in the CMS, and they log in to the iKEY Educator app with it.",
    body: [
      {
        type: "p",
        text: "Teachers do not sign up by themselves. As the centre administrator, you create each teacher's login in the CMS. The teacher then downloads iKEY Educator and logs in with the e-mail and password you set up.",
      },
      { type: "h2", text: "Set up a teacher" },
      {
        type: "ol",
        items: [
          "Log in to the CMS and add the teacher in teacher management, where you keep staff profiles and the classes they teach.",
          "Create the teacher's login with their e-mail address and a password of at least 8 characters.",
          "Give the teacher the e-mail address and password, and ask them to keep the password to themselves.",
          "The teacher downloads iKEY Educator from the App Store, Google Play or AppGallery and logs in.",
          "In the app, the teacher creates a classroom on the attendance page, and can then take attendance for that class.",
        ],
      },
      { type: "h2", text: "Good to know" },
      {
        type: "ul",
        items: [
          "iKEY Educator runs on iPhones with iOS 10 or later and on Android phones with Android 6.0 or later. Huawei phones without the Google Play Store cannot use the iKEY mobile apps.",
          "If a teacher forgets their password, they tap Forgot Password on the app's login screen. The reset e-mail goes to the login e-mail address you set up, so make sure it is spelt correctly.",
          "To take body temperature with attendance, the teacher pairs a Bluetooth thermometer with the phone they use for iKEY Educator.",
        ],
      },
      {
        type: "p",
        text: [
          "Send your teachers our guide to ",
          { text: "getting an iKEY Educator login", href: "/help/teachers/get-educator-login" },
          ".",
        ],
      },
    ],
  },
  "connect-parents": {
    title: "Connect parents to your centre with pairing codes",
    description:
      "Every child profile in the CMS has a pairing code and a one-time QR code. Parents use them in iKEY Parent to pair with your centre.",
    body: [
      {
        type: "p",
        text: "Parents connect to your centre by pairing their child's profile in the iKEY Parent app. Every child profile in the CMS has its own pairing code and a one-time QR code.",
      },
      { type: "h2", text: "Pair a parent" },
      {
        type: "ol",
        items: [
          "Make sure the child has a profile in the CMS, with their details, parents and enrolment.",
          "Ask the parent to download iKEY Parent, sign up with their e-mail address and log in.",
          "In the CMS, open the child's profile to find the pairing code and the QR code.",
          "Give the parent the pairing code, or let them scan the QR code with the iKEY Parent app.",
        ],
      },
      {
        type: "p",
        text: "From then on, the parent receives your announcements, invoices and receipts, photos, attendance and reports for that child.",
      },
      { type: "h2", text: "Keep pairing codes safe" },
      {
        type: "ul",
        items: [
          "Treat pairing codes like passwords, and give them only to the child's parents or guardians.",
          "A QR code works only once. If a parent needs to pair again, give them a new one.",
          "One parent account can hold several children. The parent pairs each child with that child's own pairing code or QR code.",
        ],
      },
      { type: "h2", text: "If a parent cannot see their child" },
      {
        type: "p",
        text: [
          "If the parent has never paired this child, give them the pairing code or a new QR code. If they have paired before, point them to our guide on ",
          { text: "a missing child profile", href: "/help/parents/child-profile-missing" },
          ".",
        ],
      },
    ],
  },
  "invoices-and-receipts": {
    title: "Send invoices and receipts to parents",
    description:
      "The CMS generates invoices and receipts and sends them to parents in iKEY Parent. Every transaction is recorded, so you see who has paid.",
    body: [
      {
        type: "p",
        text: "The CMS generates invoices and receipts for you and sends them to parents in the iKEY Parent app. Every transaction is recorded, so you can see at any time who has paid, what is still outstanding, and the full payment history of each student.",
      },
      { type: "h2", text: "How it works" },
      {
        type: "ol",
        items: [
          "In the CMS, set up your centre's fees once.",
          "Invoices are generated for you. Parents see each invoice in iKEY Parent as soon as you issue it.",
          "Receipts are generated and sent to parents in the app as well, so they keep every receipt in one place.",
          "In the CMS, check who has paid, what is outstanding and each student's payment history, without a stack of receipt books.",
        ],
      },
      {
        type: "p",
        text: [
          "Parents receive invoices only for children paired with their account, so ",
          { text: "connect parents to your centre", href: "/help/centre-owners/connect-parents" },
          " first.",
        ],
      },
      { type: "h2", text: "Good to know" },
      {
        type: "ul",
        items: [
          "With the Premium Plus package, parents can pay fees through an FPX online banking gateway, and every payment is recorded in iKEY.",
          "Invoices, receipts and payment records stay with your centre even if a parent deletes their iKEY account, because Malaysian law requires businesses to keep financial records for seven years.",
          [
            "Payments and refunds inside the iKEY apps go through the ",
            { text: "iKEY Payment Account", href: "/help/centre-owners/ikey-payment-account" },
            ".",
          ],
        ],
      },
    ],
  },
  "ikey-payment-account": {
    title: "What is the iKEY Payment Account?",
    description:
      "The iKEY Payment Account lets users pay and receive payment inside the iKEY apps. A licensed payment provider operates it and handles the money.",
    body: [
      {
        type: "p",
        text: "The iKEY Payment Account lets you pay for, and receive payment for, products and services inside the iKEY apps. A licensed payment provider operates it on iKEY's behalf: the money in it is handled by that provider, not held by iKEY, and the provider's own terms apply as well.",
      },
      { type: "h2", text: "Who can have one" },
      {
        type: "ul",
        items: [
          "Only registered users of the iKEY apps may use the iKEY Payment Account.",
          "Each user may have one iKEY Payment Account only.",
          "Users under 18 need the permission of a parent or guardian.",
        ],
      },
      { type: "h2", text: "When the money reaches the seller" },
      {
        type: "p",
        text: "When a purchase is paid for, the payment provider holds the money and transfers it to the seller on the first of these to happen:",
      },
      {
        type: "ol",
        items: [
          "the purchase is confirmed in the iKEY app;",
          "the buyer does not confirm receipt of the purchase within the time shown in the app;",
          "the buyer and the seller reach a settlement; or",
          "a court or tribunal orders the transfer.",
        ],
      },
      { type: "h2", text: "Fees, safety and refunds" },
      {
        type: "ul",
        items: [
          "Some payments carry a Service Fee. It is always shown before a payment is confirmed.",
          "Keep your iKEY login details to yourself: anyone who logs in as you can use your iKEY Payment Account.",
          "If you see a payment you did not make, contact iKEY support at once (details at the end of this page). Claims for unauthorised use must be made within 90 days of the transaction.",
          [
            "A refund may be paid back to the iKEY Payment Account or given as a ",
            { text: "Refund Coupon", href: "/help/centre-owners/refund-coupons" },
            ".",
          ],
        ],
      },
      {
        type: "p",
        text: [
          "To find out how your centre can receive payments this way, contact iKEY support. The full rules are in the ",
          { text: "Payment Account terms", href: "/terms#payment-account" },
          ".",
        ],
      },
    ],
  },
  "refund-coupons": {
    title: "How do refunds and Refund Coupons work?",
    description:
      "A refund on a payment in the iKEY apps may go back to the iKEY Payment Account or be given as a Refund Coupon for a later purchase.",
    body: [
      {
        type: "p",
        text: "Where a refund is due on a payment made in the iKEY apps, it may be paid back to the payer's iKEY Payment Account or given as a Refund Coupon.",
      },
      { type: "h2", text: "What a Refund Coupon is" },
      {
        type: "ul",
        items: [
          "Where iKEY agrees that a user should be refunded, the refund may be given as a Refund Coupon in that user's iKEY account.",
          "The coupon is used on a later purchase in the app.",
          "Its value and any expiry date are shown in the app.",
          "Unless the law requires otherwise, a Refund Coupon cannot be exchanged for cash or passed to another account.",
        ],
      },
      { type: "h2", text: "If a parent asks about a refund" },
      {
        type: "ol",
        items: [
          "In the CMS, look up the student's payment history to see what was paid and when.",
          "If the parent sees a payment in the app that they did not make, they should tell iKEY support at once. Claims for unauthorised use must be made within 90 days of the transaction.",
          "For any other question about refunding a payment made in the app, contact iKEY support (details at the end of this page) and tell us which payment it is about.",
        ],
      },
      {
        type: "p",
        text: [
          "Refund Coupons are described in our ",
          { text: "General Terms", href: "/terms#general-terms" },
          ", and refunds to the iKEY Payment Account in the Payment Account terms.",
        ],
      },
    ],
  },
  "schedule-announcements": {
    title: "Send or schedule an announcement",
    description:
      "Send an announcement to parents straight away, or schedule it for a later date and time, in as few as 4 clicks. Parents get a push notification.",
    body: [
      {
        type: "p",
        text: "You can send an announcement straight away or schedule it for a later date and time, in as few as 4 clicks. Parents receive a push notification on their phones when it goes out, so important notices such as closures or event reminders are not missed.",
      },
      { type: "h2", text: "Send or schedule a notice" },
      {
        type: "ol",
        items: [
          "In the CMS, start a new announcement and write your notice: a public holiday closure, a fee reminder or a concert rehearsal, for example.",
          "Choose whether to send it now, as a one-off, or at a later date and time.",
          "Confirm. The announcement goes out at once, or at the time you chose.",
        ],
      },
      { type: "h2", text: "What parents see" },
      {
        type: "p",
        text: "Parents get a push notification when the announcement goes out, and every announcement stays in the iKEY Parent app to read again later.",
      },
      { type: "h2", text: "Good to know" },
      {
        type: "ul",
        items: [
          [
            "Only parents paired with your centre receive announcements, so ",
            { text: "connect parents", href: "/help/centre-owners/connect-parents" },
            " first.",
          ],
          [
            "Teachers can also ",
            { text: "send announcements from iKEY Educator", href: "/help/teachers/send-announcements" },
            ", and parents receive them in the same way.",
          ],
          "Huawei phones without the Google Play Store cannot use the iKEY mobile apps. Parents with such phones can still receive notices by e-mail.",
        ],
      },
    ],
  },
  reports: {
    title: "Produce reports and student report cards",
    description:
      "Generate management reports on students, attendance and fees, and build student report cards that parents read and download as PDF files.",
    body: [
      {
        type: "p",
        text: "The CMS produces two kinds of report from your centre's records: management reports for the office, and student progress reports, or report cards, for parents.",
      },
      { type: "h2", text: "Management reports" },
      {
        type: "p",
        text: "Generate reports on students, attendance and fees whenever you need them, without building spreadsheets by hand. Attendance comes straight from the classroom: teachers check children in and out, with body temperature, in the iKEY Educator app.",
      },
      { type: "h2", text: "Student report cards" },
      {
        type: "ol",
        items: [
          "In the CMS, customise the student report template: choose what each report shows, such as scores, teacher feedback and a description.",
          "Add your centre's logo to the template.",
          "Fill in each child's report with their scores and feedback.",
          "When the report is ready, parents read it in the iKEY Parent app and can download it as a PDF file to keep or print.",
        ],
      },
      { type: "h2", text: "Good to know" },
      {
        type: "ul",
        items: [
          [
            "Parents see reports only for children paired with their account. See ",
            { text: "how to connect parents", href: "/help/centre-owners/connect-parents" },
            ".",
          ],
          "Attendance, reports and gallery photos are your centre's records. If a parent deletes their iKEY account, your centre keeps or deletes them under its own policy.",
        ],
      },
    ],
  },
  "check-app-status": {
    title: "Check whether the iKEY services are working",
    description:
      "Check App Status tests the iKEY servers and apps from your device and from two cloud locations, lists incidents and sends updates by e-mail.",
    body: [
      {
        type: "p",
        text: [
          "If the CMS or the apps will not load, open ",
          { text: "Check App Status", href: "/check-app-status" },
          ". It helps you find out whether a problem is on your device, your network or our servers.",
        ],
      },
      { type: "h2", text: "Run the checks" },
      {
        type: "ol",
        items: [
          "Open Check App Status on the computer or phone that has the problem. The checks start by themselves.",
          "Five groups are tested: Server (with Cloudflare), Server (direct access), Center, App (Parent) and App (Educator). Each is checked from your device (the Client device row) and from two cloud locations (the Microsoft server and Google server rows).",
          "Each row reads Checking, then Working, in green, with the time the check took, or Failed, in red.",
          "Select Test Again to run every check again, for example after you change network.",
        ],
      },
      { type: "h2", text: "Read the results" },
      {
        type: "ul",
        items: [
          "Only the Client device rows fail: our services answer from the cloud, so the problem is probably your device or your network. Try another network.",
          "The Microsoft and Google rows fail too: the problem is probably on our side. Look at the incident line at the top of the page.",
          "Below the live checks you find open incidents, past incidents of the last 30 days, uptime over the last 90 days and response times over the last 24 hours. Times are Malaysia time.",
        ],
      },
      { type: "h2", text: "Get incident updates by e-mail" },
      {
        type: "ol",
        items: [
          "At the end of Check App Status, enter your e-mail address and select Subscribe.",
          "Open the e-mail we send you and confirm your subscription.",
          "We then e-mail you when we open an incident, post an update on it and resolve it.",
        ],
      },
      {
        type: "p",
        text: "Every e-mail has a link to unsubscribe. When you unsubscribe, we delete your address. Prefer a news reader? Follow incidents with the Atom feed linked on the same page.",
      },
    ],
  },
};
