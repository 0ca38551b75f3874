import { business } from "@ikey/contracts/business";
import { LANGUAGES, pathInLanguage } from "@ikey/contracts/languages";
import { sitePages } from "@ikey/contracts/site-pages";
import { expect, test } from "vitest";
import { parsePage } from "./built-pages";
import { named, one, textOf, textsOf } from "./built-site";

// The campaign page's sections, copy, links and pictures, read from its prerendered HTML. Expectations
// are written out here rather than imported from the content modules, so a changed string or link on
// the page makes these tests fail. Following the links and the terms dialog stay in
// e2e/campaign-page.spec.ts.

const PATH = "/RHB-reflex-premium-plus-for-education-campaign";

/** The page's sections, top to bottom. */
const SECTIONS = [
  { id: "campaign-banner", heading: "RHB Reflex Premium Plus for Education" },
  { id: "campaign-intro", heading: "One package for your centre, your fees and your books" },
  { id: "campaign-features", heading: "What your centre gets with Premium Plus" },
  { id: "campaign-flow", heading: "How to sign up" },
  { id: "campaign-workflow", heading: "How iKEY connects your centre, teachers and parents" },
  { id: "campaign-partners", heading: "About the partners" },
  { id: "rhb-form-section", heading: "Register your interest" },
  { id: "campaign-terms", heading: "Campaign terms at a glance" },
];

const FEATURES = [
  "Bluetooth attendance",
  "E-invoices and receipts",
  "Management reports",
  "Pre-scheduled announcements",
  "Student progress report cards",
  "Gallery management",
  "Accounting integration",
  "Payroll",
  "Fee payment by online banking",
];

const HEADINGS = "h1, h2, h3, h4, h5, h6";

test("the sections come in order, each with its heading", () => {
  const page = parsePage(PATH);
  // Each section's position among all elements, in document order (-1 when missing).
  const all = [...page.querySelectorAll("*")];
  const positions = SECTIONS.map((section) => all.findIndex((element) => element.id === section.id));
  expect(
    positions.every((position) => position >= 0),
    `missing: ${positions}`,
  ).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  for (const section of SECTIONS) {
    expect(textsOf(one(page, `#${section.id}`), HEADINGS), section.id).toContain(section.heading);
  }
  expect(textsOf(one(page, "#campaign-banner"), "h1")).toEqual(["RHB Reflex Premium Plus for Education"]);
});

test("the feature grid names the nine features, payroll as available soon", () => {
  const cards = [...parsePage(PATH).querySelectorAll("#campaign-features li")];
  expect(cards.flatMap((card) => textsOf(card, "h3"))).toEqual(
    FEATURES.map((feature) => (feature === "Payroll" ? "Payroll Available soon" : feature)),
  );
  expect(textOf(cards[8])).toContain("FPX online banking");
});

test("Get it now points to the registration form's section", () => {
  const page = parsePage(PATH);
  const getItNow = named(one(page, "#campaign-intro"), "a", "Get it now");
  expect(getItNow.map((link) => link.getAttribute("href"))).toEqual(["#rhb-form-section"]);
  const forms = page.querySelectorAll("section#rhb-form-section");
  expect(forms).toHaveLength(1);
  expect(textOf(forms[0])).toContain("Fill in the form below and our specialist will contact you.");
  expect(textsOf(forms[0] as Element, HEADINGS)).toContain("Register your interest");
});

test("Know more points to the centre management system page, in a new tab", () => {
  const knowMore = named(one(parsePage(PATH), "#campaign-intro"), "a", "Know more (opens in a new tab)");
  expect(knowMore).toHaveLength(1);
  expect(knowMore[0]?.getAttribute("href")).toBe("/center-management-system");
  expect(knowMore[0]?.getAttribute("target")).toBe("_blank");
  expect(knowMore[0]?.getAttribute("rel")).toMatch(/\bnoopener\b/);
});

test("the flow chart is described and Find Branch opens the configured branch locator in a new tab", () => {
  const flow = one(parsePage(PATH), "#campaign-flow");
  const charts = flow.querySelectorAll('img, [role="img"]');
  expect(charts).toHaveLength(1);
  expect(charts[0]?.getAttribute("alt") ?? charts[0]?.getAttribute("aria-label")).toMatch(
    /RHB branch.*RHB business current account.*FPX.*Premium Plus.*Training/,
  );
  const findBranch = named(flow, "a", "Find Branch (opens in a new tab)");
  expect(findBranch).toHaveLength(1);
  expect(findBranch[0]?.getAttribute("href")).toBe(business.bank.branchLocatorUrl);
  expect(findBranch[0]?.getAttribute("target")).toBe("_blank");
  expect(findBranch[0]?.getAttribute("rel")).toMatch(/\bnoopener\b/);
});

test("Learn more in the workflow section points to the centre management system page", () => {
  const learnMore = named(one(parsePage(PATH), "#campaign-workflow"), "a", /^Learn more/);
  expect(learnMore.map((link) => link.getAttribute("href"))).toEqual(["/center-management-system"]);
});

test("the partner blurbs describe RHB Reflex with its deposit protection, iKEY and the accounting partner", () => {
  const partners = one(parsePage(PATH), "#campaign-partners");
  expect(textsOf(partners, "h3")).toEqual(["RHB Reflex", "iKEY", "LedgerCloud"]);
  expect(textOf(partners)).toContain("SMEs");
  expect(textOf(partners)).toContain("PIDM up to RM250,000 per depositor");
});

test("the terms excerpt sums up the period, the rewards and the fee", () => {
  const terms = textOf(one(parsePage(PATH), "#campaign-terms"));
  for (const phrase of [
    "6 January 2021 to 30 June 2021, both dates inclusive",
    "first 100 early sign-ups win a tablet",
    "first 1,000 sign-ups get a 3-month subscription fee waiver",
    "RM 50 per month",
  ]) {
    expect(terms).toContain(phrase);
  }
});

test("every picture is sized; the banner loads at once and the rest lazily", () => {
  const images = [...one(parsePage(PATH), "main").querySelectorAll("img")];
  expect(images.length).toBe(1 + FEATURES.length + 2);
  for (const image of images) {
    const src = image.getAttribute("src");
    expect(Number(image.getAttribute("width")), `${src} width`).toBeGreaterThan(0);
    expect(Number(image.getAttribute("height")), `${src} height`).toBeGreaterThan(0);
  }
  const [first, ...rest] = images;
  expect(first?.getAttribute("loading")).toBeNull();
  expect(rest.map((image) => image.getAttribute("loading"))).toEqual(rest.map(() => "lazy"));
});

// The campaign ended on 30 June 2021, before any build of this site: each build shows it ended
// (contracts/site-pages.ts; the page as it ran is rendered in web/app/features/campaign).
const ENDED = {
  en: [
    "This campaign has ended. It ran from 6 January 2021 to 30 June 2021.",
    "The campaign ended on 30 June 2021. If you are finishing an application you began during the campaign, you can still send it with this form.",
  ],
  ms: [
    "Kempen ini telah tamat. Kempen ini berlangsung dari 6 Januari 2021 hingga 30 Jun 2021.",
    "Kempen ini tamat pada 30 Jun 2021. Jika anda sedang melengkapkan permohonan yang dimulakan semasa kempen, anda masih boleh menghantarnya melalui borang ini.",
  ],
  zh: [
    "本活动已结束。活动期为2021年1月6日至2021年6月30日。",
    "本活动已于2021年6月30日结束。如果您正在完成活动期间开始的申请，仍可通过此表格提交。",
  ],
} as const;

test("in each language the page says at the top and beside the form that the campaign has ended, and keeps the form", () => {
  for (const language of LANGUAGES) {
    const page = parsePage(pathInLanguage(PATH, language));
    const [top, besideForm] = ENDED[language];
    expect(textsOf(one(page, "#campaign-banner"), "[role=note]"), language).toEqual([top]);
    expect(textsOf(one(page, "#rhb-form-section"), "[role=note]"), language).toEqual([besideForm]);
    expect(one(page, "#rhb-form-section form").querySelectorAll("input, select").length, language).toBeGreaterThan(5);
  }
});

test("no page's menu, footer or sitemap features the ended campaign", () => {
  const featuring = LANGUAGES.flatMap((language) =>
    sitePages.flatMap((site) => {
      const path = pathInLanguage(site.path, language);
      const page = parsePage(path);
      // The language switcher's links to this very page in another language are not a feature of it.
      const links = [
        ...page.querySelectorAll(
          `#site-menu a[href$="${PATH}"], footer a[href$="${PATH}"], .sitemap-list a[href$="${PATH}"]`,
        ),
      ].filter((link) => !link.hasAttribute("data-language"));
      return links.length > 0 ? [path] : [];
    }),
  );
  expect(featuring).toEqual([]);
});
