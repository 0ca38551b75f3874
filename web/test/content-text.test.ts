import { business } from "@ikey/contracts/business";
import { describe, expect, test } from "vitest";
import { parsePage } from "./built-pages";
import { containInOrder, named, one, tabLabel, tabPanel, textOf, textsOf } from "./built-site";

// The copy of the text pages, read from their prerendered HTML. Which tab shows is the tabs' own
// behaviour (hash-tabs.test.tsx, e2e/tabs.spec.ts); every panel's copy is in the HTML.

describe("/faq", () => {
  const questions = {
    cms: ["How do I give my teachers access to the Educator app?", "Can I schedule announcements?"],
    "parent-app": [
      "Where do I get my child's pairing code or QR code?",
      "I have more than one child. Do I need more than one account?",
      "Which phones can use the iKEY apps?",
    ],
    "educator-app": ["How do I create a classroom?", "How do I take attendance with body temperature?"],
  } as const;

  for (const [fragment, expected] of Object.entries(questions)) {
    test(`the ${fragment} tab asks its questions as h3 headings`, () => {
      const headings = textsOf(tabPanel(parsePage("/faq"), fragment), "h3");
      expect(headings.length).toBeGreaterThanOrEqual(5);
      for (const question of expected) expect(headings).toContain(question);
    });
  }

  test("answers carry the required facts", () => {
    const page = parsePage("/faq");
    const parent = tabPanel(page, "parent-app");
    expect(textOf(parent)).toContain("iOS 10 or later");
    expect(textOf(parent)).toContain("Android 6.0 or later");
    expect(textOf(parent)).toContain("Huawei phones without the Google Play Store cannot use the iKEY mobile apps");
    const announcement = named(parent, "a", "announcement of 22 May 2020");
    expect(announcement.map((link) => link.getAttribute("href"))).toEqual(["/announcement"]);
    expect(textOf(parent)).toContain("at least 8 characters");
    expect(tabLabel(page, "educator-app")).toBe("Educator App");
    expect(textOf(tabPanel(page, "educator-app"))).toContain("attendance page");
    expect(tabLabel(page, "cms")).toBe("CMS");
    expect(textOf(tabPanel(page, "cms"))).toContain("you create each teacher's login in the CMS");
  });
});

describe("/terms", () => {
  test("the Payment Account tab states the 90-day window, the under-18 rule and when money moves", () => {
    const panel = tabPanel(parsePage("/terms"), "payment-account");
    expect(textsOf(panel, "h2")).toEqual(["Payment Account"]);
    const text = textOf(panel);
    expect(text).toContain("within 90 days of the transaction");
    expect(text).toContain("If you are under 18, you need the permission of a parent or guardian");
    expect(text).toContain("Each user may have one iKEY Payment Account only.");
    expect(text).toContain("licensed payment provider");
    const items = textsOf(panel, "li");
    const expected = [
      "the purchase is confirmed in the iKEY app",
      "you do not confirm receipt",
      "settlement",
      "a court or tribunal",
    ];
    expect(containInOrder(items, expected), `${expected} in order among ${JSON.stringify(items)}`).toBe(true);
  });

  test("fees are shown before confirming, with no amounts invented", () => {
    const panel = tabPanel(parsePage("/terms"), "general-terms");
    expect(textOf(panel)).toContain(
      "Registration Information: your name, address, phone number, birth date and e-mail",
    );
    const headings = textsOf(panel, "h1, h2, h3, h4, h5, h6");
    expect(
      headings.some((heading) => heading.includes("Refund Coupon")),
      `${headings}`,
    ).toBe(true);
    expect(textOf(panel)).toContain("The amount is always shown before you confirm");
    expect(textOf(panel)).not.toMatch(/RM\s?\d/);
  });

  for (const fragment of ["terms-of-service", "payment-account", "general-terms"]) {
    test(`the ${fragment} tab says when it was last updated`, () => {
      const panel = tabPanel(parsePage("/terms"), fragment);
      const stamps = [...panel.querySelectorAll("*")].filter((element) =>
        /^Last updated: \d{1,2} \w+ \d{4}\.$/.test(textOf(element)),
      );
      expect(stamps.length).toBeGreaterThan(0);
    });
  }
});

for (const path of ["/privacy-policy", "/student-privacypolicy", "/privacy-policy.html"]) {
  test(`${path} shows the PDPA notice with the 21-day access rule and the contact`, () => {
    const main = one(parsePage(path), "main");
    const headings = textsOf(main, "h2");
    for (const section of [
      "Personal data we collect",
      "Why we use it",
      "Where it comes from",
      "Who we share it with",
      "Your right to access and correct your data",
      "How long we keep it",
      "How to contact us",
    ]) {
      expect(
        headings.filter((heading) => heading.includes(section)),
        section,
      ).toHaveLength(1);
    }
    const text = textOf(main);
    expect(text).toContain("Personal Data Protection Act 2010");
    expect(text).toContain("within 21 days of receiving them");
    expect(text).toContain("at least 18 years old");
    expect(text).toContain("permanently deleted after 180 days");
    const contacts = [...main.querySelectorAll("p")].filter((p) => textOf(p).includes(business.company.address));
    expect(contacts).toHaveLength(1);
    const contact = contacts[0] as Element;
    expect(textOf(contact)).toContain(business.company.name);
    expect(named(contact, "a", business.supportEmail).map((link) => link.getAttribute("href"))).toEqual([
      `mailto:${business.supportEmail}`,
    ]);
  });
}

describe("/recruitment", () => {
  // Folding them open and shut is the Disclosure's own behaviour (disclosure.test.tsx).
  test("the job's details start folded, their button controlling them", () => {
    const panel = tabPanel(parsePage("/recruitment"), "job-list");
    expect(textsOf(panel, "h3")).toContain("Backend and Apps Developer");
    expect(textOf(panel)).toContain("Penang");
    const toggles = named(panel, "button", "Requirements and responsibilities");
    expect(toggles).toHaveLength(1);
    const toggle = toggles[0] as Element;
    const regionId = toggle.getAttribute("aria-controls");
    expect(regionId).toBeTruthy();
    const region = one(panel, `[id="${regionId}"]`);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(region.hasAttribute("hidden")).toBe(true);
    expect(textOf(region)).toContain("At least 1 year of experience");
  });

  test("the collapsed details are already in the prerendered HTML", () => {
    const details = one(parsePage("/recruitment"), "section#backend-apps-developer-details");
    expect(details.hasAttribute("hidden")).toBe(true);
    expect(textOf(details)).toContain("At least 1 year of experience building backend services");
  });

  test("applying is by e-mail with the job's subject line", () => {
    const panel = tabPanel(parsePage("/recruitment"), "job-list");
    const subject = encodeURIComponent("Job application: Backend and Apps Developer");
    expect(named(panel, "a", business.supportEmail).map((link) => link.getAttribute("href"))).toEqual([
      `mailto:${business.supportEmail}?subject=${subject}`,
    ]);
  });

  test("the other tabs have their copy", () => {
    const page = parsePage("/recruitment");
    expect(textOf(tabPanel(page, "company-background"))).toContain("founded in Penang in 2018");
    expect(tabLabel(page, "staff-benefits")).toBe("Staff Benefits");
    expect(textOf(tabPanel(page, "staff-benefits"))).toContain("EPF, SOCSO and EIS");
  });
});

describe("/account-security-tips", () => {
  const guides = {
    "Unable to Login": ["Forgot Password", "at least 8 characters", "junk or spam folder", "log in again"],
    "Auto-Logout Issue": ["Clear the app's caches", "App Store (iPhone), Play Store (Android) or App Gallery (Huawei)"],
    "Profile Missing Issue": ["Refresh the screen", "Log out of the app, then log back in", "install it again"],
  } as const;

  for (const [title, steps] of Object.entries(guides)) {
    test(`the ${title} guide lists its steps in order`, () => {
      const page = parsePage("/account-security-tips");
      const guides = named(page, "section[aria-labelledby], section[aria-label]", title);
      expect(guides).toHaveLength(1);
      const guide = guides[0] as Element;
      expect(textsOf(guide, "h2")).toEqual([title]);
      const lists = guide.querySelectorAll("ul, ol");
      expect(lists).toHaveLength(1);
      for (const step of steps) expect(textOf(lists[0])).toContain(step);
    });
  }

  test("the page ends by pointing to customer support, and links to each guide", () => {
    const page = parsePage("/account-security-tips");
    expect(textsOf(page, "h1")).toEqual(["Account Troubleshooting Tips"]);
    const main = one(page, "main");
    expect(textsOf(main, "h2").at(-1)).toBe("Still need help?");
    expect(named(main, "a", business.supportEmail).map((link) => link.getAttribute("href"))).toEqual([
      `mailto:${business.supportEmail}`,
    ]);
    expect(named(page, "a", "Profile Missing Issue").map((link) => link.getAttribute("href"))).toEqual([
      "#profile-missing-issue",
    ]);
  });
});
