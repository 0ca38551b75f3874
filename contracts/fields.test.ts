import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { validCampaignApplication, validCentreSignUp, validRequestDemo } from "../test-support/lead-samples";
import { accountCredentialsSchema } from "./account-deactivation";
import { helpVoteSchema } from "./api-schemas";
import { calendarOf } from "./calendar-day";
import { campaignApplicationFormSchema, campaignApplicationSchema } from "./campaign-application";
import { centreSignUpMessages, centreSignUpSchema, fullNameOf, signUpSteps } from "./centre-sign-up";
import {
  accountLookupSchema,
  auditQuerySchema,
  contactOutcomeSchema,
  incidentOpeningSchema,
  incidentUpdateSchema,
  inviteSchema,
  leadFilterSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadReplySchema,
  signInSchema,
  staffProfileSchema,
} from "./console-api-schemas";
import { cleanLine, cleanLines, isClean } from "./fields";
import { leadAttributionSchema } from "./lead-attribution-schema";
import { leadReportQuerySchema } from "./lead-reports-schema";
import { requestDemoFormSchema, requestDemoMessages, requestDemoSchema } from "./request-demo";
import { statusSubscriptionSchema } from "./status-updates";
import { firstError, HONEYPOT_FIELD, isMailAddress } from "./validation";

/** The filters' days are checked against today: any day serves these tests. */
const calendar = calendarOf(() => Date.parse("2026-12-01T10:00:00+08:00"));

/*
 * Written out character by character, not built with the code under test: what a hostile client
 * may put in any text field (issue 48, finding 4), and what must be left of it.
 */
const HOSTILE =
  "a\u0000b\u0007c\u001Bd\u007Fe\u0080f\u009Fg \u202Ah\u202Bi\u202Cj\u202Dk\u202El\u2066m\u2067n\u2068o\u2069 " +
  "\u200Ep\u200F\tq\r\nr\u000Bs\u000Ct\u0085u\u2028v\u2029w\u001Cx\u001Dy\u001Ez\r\n\n!";
/** One line: the controls and bidirectional overrides and isolates gone, every run of line breaks one space. */
const AS_ONE_LINE = "abcdefg hijklmno \u200Ep\u200F\tq r s t u v w x y z !";
/** Several lines: the same, every line break (CRLF once) a line feed. */
const AS_LINES = "abcdefg hijklmno \u200Ep\u200F\tq\nr\ns\nt\nu\nv\nw\nx\ny\nz\n\n!";

describe("clean text", () => {
  it("removes C0 and C1 controls, DEL and bidirectional overrides and isolates; keeps tabs and directional marks", () => {
    expect(cleanLine(HOSTILE)).toBe(AS_ONE_LINE);
    expect(cleanLines(HOSTILE)).toBe(AS_LINES);
    for (let code = 0; code <= 0x9f; code++) {
      const character = String.fromCharCode(code);
      const control = code < 0x20 || code >= 0x7f;
      const kept = !control || code === 0x09;
      expect(cleanLine(`x${character}y`).includes(character), `U+${code.toString(16)}`).toBe(kept);
    }
  });

  it("keeps every script, emoji and the no-break and other spaces as they are", () => {
    for (const text of [
      "Nurul Huda binti Ahmad",
      "陈美玲 (Ceria)",
      "O'Neil-Tan",
      "\u00A0\u3000x\u200By",
      "👩🏽‍🏫 Cikgu",
      "عائشة",
    ]) {
      expect(cleanLine(text)).toBe(text);
      expect(isClean(text)).toBe(true);
    }
    expect(isClean("two\nlines")).toBe(false);
    expect(isClean("two\nlines", "several")).toBe(true);
    expect(isClean("a\u2028b", "several")).toBe(false);
  });
});

/** What each input schema that takes text is given, valid as it is; each of its fields is tried with HOSTILE. */
const inputs: readonly { name: string; schema: z.ZodObject; valid: Record<string, unknown>; lines?: string[] }[] = [
  { name: "Request a Demo", schema: requestDemoFormSchema, valid: { ...validRequestDemo, privacyAccepted: true } },
  { name: "Request a Demo's payload", schema: requestDemoSchema, valid: validRequestDemo },
  ...signUpSteps.map((schema, index) => ({
    name: `sign-up step ${index + 1}`,
    schema,
    valid: { firstName: "Mei Ling", lastName: "Tan", agreed: true, ...validCentreSignUp },
    lines: ["address"],
  })),
  { name: "sign-up payload", schema: centreSignUpSchema, valid: validCentreSignUp, lines: ["address"] },
  {
    name: "campaign form",
    schema: campaignApplicationFormSchema,
    valid: { ...validCampaignApplication, termsAccepted: true },
  },
  { name: "campaign payload", schema: campaignApplicationSchema, valid: validCampaignApplication },
  // The password is kept exactly as typed: it is only ever hashed, never shown or written out.
  {
    name: "account credentials",
    schema: accountCredentialsSchema.omit({ Password: true }),
    valid: { Email: "a@b.co" },
  },
  { name: "status subscription", schema: statusSubscriptionSchema, valid: { email: "a@b.co" } },
  {
    name: "help vote",
    schema: helpVoteSchema,
    valid: { article: "reports", helpful: false, visitor: "v".repeat(16) },
    lines: ["comment"],
  },
  { name: "attribution", schema: leadAttributionSchema, valid: {} },
  { name: "sign-in", schema: signInSchema.omit({ password: true }), valid: { email: "a@b.co", code: "123456" } },
  { name: "profile", schema: staffProfileSchema, valid: { name: "Mei Ling", language: "en" } },
  { name: "invitation", schema: inviteSchema, valid: { email: "a@b.co", role: "sales" } },
  { name: "inbox filter", schema: leadFilterSchema(calendar), valid: {} },
  { name: "inbox page", schema: leadListQuerySchema(calendar), valid: {} },
  { name: "note", schema: leadNoteSchema, valid: { text: "Called" }, lines: ["text"] },
  { name: "reply", schema: leadReplySchema, valid: { subject: "Hello", body: "Hi" }, lines: ["body"] },
  {
    name: "contact outcome",
    schema: contactOutcomeSchema,
    valid: { channel: "phone", outcome: "reached" },
    lines: ["note"],
  },
  { name: "support desk", schema: accountLookupSchema, valid: { email: "a@b.co" } },
  { name: "audit log", schema: auditQuerySchema(calendar), valid: {} },
  {
    name: "incident",
    schema: incidentOpeningSchema,
    valid: { title: "Down", groups: ["parent-app"], status: "investigating", message: "Looking" },
    lines: ["message"],
  },
  {
    name: "incident update",
    schema: incidentUpdateSchema,
    valid: { status: "monitoring", message: "Better" },
    lines: ["message"],
  },
  { name: "lead report", schema: leadReportQuerySchema, valid: {} },
];

describe("every visitor and staff text field", () => {
  it.each(inputs)("of the $name refuses hostile text, or keeps it only cleaned", ({ schema, valid, lines = [] }) => {
    expect(schema.safeParse(valid).error).toBeUndefined();
    // The honeypot only flags spam: it is deleted from the body before anything is stored.
    for (const field of Object.keys(schema.shape).filter((key) => key !== HONEYPOT_FIELD)) {
      const parsed = schema.safeParse({ ...valid, [field]: HOSTILE });
      if (!parsed.success) continue;
      const kept = (parsed.data as Record<string, unknown>)[field];
      const expected = lines.includes(field) ? AS_LINES : AS_ONE_LINE;
      // A search or an address is lower-cased as well.
      expect(typeof kept === "string" ? kept.replace(/^A/, "a") : kept, field).toBe(expected);
    }
  });

  it("keeps the forms' own alerts: a field of nothing but controls is empty, in the requirements' words", () => {
    const hidden = "\u0000\u202E\u2028\u0085\u2066";
    expect(firstError(requestDemoSchema, { ...validRequestDemo, name: hidden })).toEqual({
      field: "name",
      message: requestDemoMessages.name,
    });
    const [, company] = signUpSteps;
    expect(firstError(company, { ...validCentreSignUp, address: `\r\n${hidden}\t` })).toEqual({
      field: "address",
      message: centreSignUpMessages.address,
    });
    expect(fullNameOf("Mei\u202E Ling\u0000", "\u2066Tan\u2069")).toBe("Mei Ling Tan");
    expect(signUpSteps[1].parse({ ...validCentreSignUp, address: "12 Jalan\u0085Sungai\r\nPinang" }).address).toBe(
      "12 Jalan\nSungai\nPinang",
    );
  });

  it("refuses an e-mail address with a control or invisible character, with the form's message, rather than guess", () => {
    for (const email of ["a\u202E@x.example", "a\u200B@x.example", "a@x\u2066.example", "a\u200E@x.example"]) {
      expect(isMailAddress(email), JSON.stringify(email)).toBe(false);
      expect(firstError(requestDemoSchema, { ...validRequestDemo, email })).toEqual({
        field: "email",
        message: requestDemoMessages.emailInvalid,
      });
    }
  });

  it("keeps a reply's subject on one line: a line break is refused with its message, the rest cleaned", () => {
    expect(firstError(leadReplySchema, { subject: "Hello\u2028Bcc: x@evil.example", body: "Hi" })).toEqual({
      field: "subject",
      message: "Keep the subject on one line",
    });
    expect(leadReplySchema.parse({ subject: "Hello\u0000 \u202ECeria", body: "Hi" }).subject).toBe("Hello Ceria");
  });
});
