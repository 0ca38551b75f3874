/**
 * Facts about iKEY the business: the same in every deployment, so they live here, in one typed
 * module both the site and the server import, and change with a commit rather than a setting
 * (docs/decisions/0022-configuration.md). They are names, numbers and addresses, shown as they are
 * in every language; the words around them are in the message catalogues (web/messages/).
 * contracts/business.test.ts checks each one's form.
 */
export const business = {
  company: {
    name: "iKEY Technology Sdn. Bhd.",
    registrationNo: "201801023456 (1284567-K)",
    address:
      "Level 12, Suite 12-3, Menara Penang Digital, Jalan Sultan Ahmad Shah, 10050 George Town, Pulau Pinang, Malaysia",
  },
  /** The contact dialog's e-mail, and the Reply-To of every e-mail the server sends: one plain address. */
  supportEmail: "support@ikey.example",
  /**
   * When iKEY answers, in Malaysia time: Monday (1) to Friday (5), 9 a.m. to 7 p.m., except public
   * holidays. The demo booking's default hours; the pages say them in words (web/app/content/contact.ts).
   */
  businessHours: { weekdays: [1, 2, 3, 4, 5], opens: "09:00", closes: "19:00" },
  /** Digits only, with the country code: the wa.me chat link. */
  whatsappNumber: "60124567890",
  /** The social link in the floating bar. */
  socialUrl: "https://www.facebook.com/ikey.example",
  /** `/centers/{token}` redirects to `{centreDirectoryUrl}/centers/{token}/online-enrollment`. */
  centreDirectoryUrl: "https://centres.ikey.example",
  /** The home page's introduction video, played from youtube-nocookie.com only after a click. */
  introVideoId: "M7lc1UVf-VE",
  /** That video's length in seconds, shown on its poster before a visitor chooses to play it. */
  introVideoSeconds: 148,
  /** The provider's reset-password page, opened by the deactivation page's 'Forget Password' link. */
  resetPasswordUrl: "https://account.ikey.example/reset-password",
  /** Shown on the sign-up declaration step, for paying the subscription. */
  bank: {
    name: "RHB Bank Berhad",
    accountHolder: "iKEY Technology Sdn. Bhd.",
    accountNumber: "2-12345-6789012-3",
    /** The bank's branch locator, behind the campaign page's Find Branch button. */
    branchLocatorUrl: "https://www.rhbgroup.com/branch-locator/index.html",
  },
  /** The two apps' pages in each store (contracts/app-stores.ts). */
  stores: {
    "google-play": {
      "ikey-educator": "https://play.google.com/store/apps/details?id=example.ikey.educator",
      ikey: "https://play.google.com/store/apps/details?id=example.ikey.parent",
    },
    "app-store": {
      "ikey-educator": "https://apps.apple.com/my/app/ikey-educator/id1500000001",
      ikey: "https://apps.apple.com/my/app/ikey/id1500000002",
    },
    "app-gallery": {
      "ikey-educator": "https://appgallery.huawei.com/app/C100000001",
      ikey: "https://appgallery.huawei.com/app/C100000002",
    },
  },
} as const;

export type Business = typeof business;
