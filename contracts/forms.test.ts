import { describe, expect, it } from "vitest";
import { accountCredentialsSchema, newPasswordSchema } from "./account-deactivation";
import { CAMPAIGN_SOURCE, campaignApplicationFormSchema, campaignApplicationSchema } from "./campaign-application";
import { centreSignUpSchema, fullNameOf, signUpSteps } from "./centre-sign-up";
import { fieldMessages, trimBlank } from "./fields";
import {
  requestDemoFormSchema,
  requestDemoFormSchemaWith,
  requestDemoMessages,
  requestDemoSchema,
} from "./request-demo";
import { firstError, isMailAddress, SIMPLE_EMAIL } from "./validation";

/**
 * Fills the form one field at a time, in the requirements' order, and records the alert
 * shown before each: the sequence must be the listed one, word for word
 * (requirements: Validation rules).
 */
function alertSequence(
  schema: Parameters<typeof firstError>[0],
  steps: [string, unknown][],
  base: Record<string, unknown>,
) {
  const form: Record<string, unknown> = { ...base };
  const alerts: string[] = [];
  for (const [field, value] of steps) {
    alerts.push(firstError(schema, form)?.message ?? "none");
    form[field] = value;
  }
  alerts.push(firstError(schema, form)?.message ?? "none");
  return alerts;
}

describe("the simple e-mail pattern", () => {
  it.each(["a@b.c", "first.last@centre.com.my", "x+y@sub.domain.org"])("accepts %s", (email) => {
    expect(SIMPLE_EMAIL.test(email)).toBe(true);
  });
  it.each(["", "plain", "a@b", "a b@c.d", "a@b .c", "@b.c", "a@.c"])("refuses %j", (email) => {
    expect(SIMPLE_EMAIL.test(email)).toBe(false);
  });
});

describe("one address for a mail header", () => {
  it.each(["a@b.c", "first.last@centre.com.my", "x+y@sub.domain.org", "o'brien@ceria.example"])(
    "accepts %s",
    (email) => {
      expect(isMailAddress(email)).toBe(true);
    },
  );
  it.each([
    "a@x.example, b@y.example",
    "a,b@x.example",
    "a;b@x.example",
    "Eve<eve@x.example>",
    "Eve <eve@x.example>",
    '"eve"@x.example',
    "eve@x.example (Eve)",
    "crlf@example.com\r\nBcc: injected@evil.example",
    "tab\t@x.example",
    "nul\u0000@x.example",
    "group:a@x.example",
    `${"a".repeat(250)}@x.example`,
  ])("refuses %j", (email) => {
    expect(isMailAddress(email)).toBe(false);
  });
  it("is part of every form's e-mail check, with the form's own message", () => {
    const demo = {
      name: "A",
      companyName: "B",
      contactNumber: "1",
      appointmentDate: "2026-12-01",
      appointmentTime: "09:00",
    };
    for (const email of ["Eve<eve@x.example>", "a,b@x.example"]) {
      expect(firstError(requestDemoSchema, { ...demo, email }), email).toEqual({
        field: "email",
        message: "Please enter valid email",
      });
    }
    expect(firstError(requestDemoSchema, { ...demo, email: "eve@x.example" })).toBeNull();
  });
});

describe("demo request", () => {
  it("alerts in the requirements' order, one at a time", () => {
    const sequence = alertSequence(
      requestDemoFormSchema,
      [
        ["name", "Aisyah"],
        ["companyName", "Tadika Ceria"],
        ["email", "not-an-email"],
        ["email", "aisyah@ceria.my"],
        ["contactNumber", "012-3456789"],
        ["appointmentDate", "2026-12-01"],
        ["appointmentTime", "10:30"],
        ["privacyAccepted", true],
      ],
      {},
    );
    expect(sequence).toEqual([
      "Please enter name",
      "Please enter company/institution name",
      "Please enter email",
      "Please enter valid email",
      "Please enter contact number",
      "Please enter appointment date",
      "Please enter appointment time",
      "Please accept privacy policy before submit",
      "none",
    ]);
  });

  it("treats blank text as empty and names the field", () => {
    expect(firstError(requestDemoSchema, { name: "   " })).toEqual({ field: "name", message: "Please enter name" });
  });

  it("treats text made only of zero-width, no-break and other Unicode spaces as empty, and keeps inner ones", () => {
    for (const blank of ["\u200B", "\u00A0\u200B\u00A0", "\u2060\u200C\u200D", "\u3000\u2003\uFEFF", "\u180E\t\n"]) {
      expect(firstError(requestDemoSchema, { name: blank }), JSON.stringify(blank)).toEqual({
        field: "name",
        message: "Please enter name",
      });
    }
    expect(trimBlank("\u200B Siti\u00A0Aminah \u200B")).toBe("Siti\u00A0Aminah");
  });

  it("drops unknown fields and refuses wrong types", () => {
    const valid = {
      name: "A",
      companyName: "B",
      email: "a@b.co",
      contactNumber: "1",
      appointmentDate: "2026-12-01",
      appointmentTime: "09:00",
    };
    expect(requestDemoSchema.parse({ ...valid, admin: true })).toEqual(valid);
    expect(firstError(requestDemoSchema, { ...valid, contactNumber: 123 })?.field).toBe("contactNumber");
    expect(firstError(requestDemoSchema, { ...valid, name: "x".repeat(501) })?.field).toBe("name");
  });
});

describe("centre sign-up wizard", () => {
  it("checks step 1 in order", () => {
    expect(
      alertSequence(
        signUpSteps[0],
        [
          ["firstName", "Mei Ling"],
          ["lastName", "Tan"],
          ["gender", "Female"],
          ["nationality", "Malaysian"],
        ],
        {},
      ),
    ).toEqual([
      "Please enter first name",
      "Please enter last name",
      "Please select gender",
      "Please select Nationality",
      "none",
    ]);
  });

  it("checks step 2 in order, with the company e-mail pattern", () => {
    expect(
      alertSequence(
        signUpSteps[1],
        [
          ["companyName", "Ceria Sdn Bhd"],
          ["registrationNo", "202001000001"],
          ["email", "office at ceria"],
          ["email", "office@ceria.my"],
          ["address", "1 Jalan Ceria, Penang"],
        ],
        {},
      ),
    ).toEqual([
      "Please enter company name",
      "Please enter registration number",
      "Please enter company email",
      "Please enter valid company email",
      "Please enter company address",
      "none",
    ]);
  });

  it("checks step 3 in order", () => {
    expect(
      alertSequence(
        signUpSteps[2],
        [
          ["loginEmail", "admin"],
          ["loginEmail", "admin@ceria.my"],
          ["businessName", "Tadika Ceria"],
          ["contactPerson", "Mei Ling"],
          ["contactNumber", "04-1234567"],
        ],
        {},
      ),
    ).toEqual([
      "Please enter login email",
      "Please enter valid login email",
      "Please enter Name of business / centre",
      "Please enter contact person name",
      "Please enter phone number",
      "none",
    ]);
  });

  it("needs the declaration on submit", () => {
    expect(firstError(signUpSteps[3], { agreed: false })?.message).toBe(
      "Please agree the declaration before submitting",
    );
    expect(firstError(signUpSteps[3], { agreed: true })).toBeNull();
  });

  it("joins first and last name with a space, and accepts the optional fields empty", () => {
    expect(fullNameOf(" Mei Ling ", "Tan")).toBe("Mei Ling Tan");
    const payload = centreSignUpSchema.parse({
      fullName: "Mei Ling Tan",
      gender: "Prefer not to say",
      nationality: "Non-Malaysian",
      companyName: "Ceria",
      registrationNo: "1",
      email: "a@b.co",
      address: "x",
      loginEmail: "c@d.co",
      businessName: "y",
      contactPerson: "z",
      contactNumber: "1",
    });
    expect(payload.nameOfSalesPerson).toBe("");
    expect(payload.websiteUrl).toBe("");
  });
});

describe("campaign application", () => {
  it("runs its 11 checks in the requirements' order", () => {
    const sequence = alertSequence(
      campaignApplicationFormSchema,
      [
        ["firstName", "Kumar"],
        ["lastName", "Raj"],
        ["areaCode", "+60"],
        ["phoneNumber", "123456789"],
        ["email", "kumar at mail"],
        ["email", "kumar@mail.my"],
        ["rhbAgentEmail", ""],
        ["centerName", "Bright Minds"],
        ["businessRegistrationNumber", "BRN-1"],
        ["termsAccepted", true],
        ["state", "Pulau Pinang"],
      ],
      { rhbAgentEmail: "agent@rhb", state: "Nil" },
    );
    expect(sequence).toEqual([
      "Please enter first name",
      "Please enter last name",
      "Please enter area code",
      "Please enter phone number",
      "Please enter email",
      "Please enter valid email",
      "Please enter valid RHB agent email",
      "Please enter center name",
      "Please enter business registration number",
      "Please accept terms and conditions before submit",
      "Please select state",
      "none",
    ]);
  });

  it("defaults the package to Nil, the checkboxes to No and the source to the campaign", () => {
    const application = campaignApplicationSchema.parse({
      firstName: "K",
      lastName: "R",
      areaCode: "+60",
      phoneNumber: "1",
      email: "k@r.my",
      centerName: "C",
      businessRegistrationNumber: "B",
      state: "Sabah",
    });
    expect(application).toMatchObject({
      reflexType: "Nil",
      isExistingRHBCurrentAccount: "No",
      isReflexPackage: "No",
      isFPXFormCompleted: "No",
      source: CAMPAIGN_SOURCE,
      rhbAgentEmail: "",
    });
    expect(firstError(campaignApplicationSchema, { ...application, isReflexPackage: "maybe" })?.field).toBe(
      "isReflexPackage",
    );
  });
});

describe("account deactivation", () => {
  it("checks the confirm step in the requirements' order", () => {
    expect(
      alertSequence(
        accountCredentialsSchema,
        [
          ["Email", "parent at ceria"],
          ["Email", "parent@ceria.example"],
          ["Password", "correct horse"],
        ],
        { Email: "", Password: "" },
      ),
    ).toEqual(["Please enter email", "Please enter valid email", "Please enter password", "none"]);
  });

  it("keeps a password exactly as typed, spaces included", () => {
    expect(accountCredentialsSchema.parse({ Email: " a@b.co ", Password: " pass " })).toEqual({
      Email: "a@b.co",
      Password: " pass ",
    });
  });

  it("holds new passwords to at least 8 characters (requirements: Constants and limits)", () => {
    expect(newPasswordSchema.safeParse("1234567").success).toBe(false);
    expect(newPasswordSchema.safeParse("12345678").success).toBe(true);
  });
});

describe("translated alerts", () => {
  /** Every message of a set, marked, as a translation would replace it. */
  const marked = <Messages extends Record<string, string>>(messages: Messages) =>
    Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, `[ms] ${text}`])) as Messages;

  it("check alike, and alert the messages the schema was built with", () => {
    const schema = requestDemoFormSchemaWith(marked(requestDemoMessages), marked(fieldMessages));
    expect(firstError(schema, {})?.message).toBe("[ms] Please enter name");
    expect(firstError(schema, { name: "x".repeat(501) })?.message).toBe("[ms] This answer is too long");
    expect(firstError(requestDemoFormSchema, { name: "x".repeat(501) })?.message).toBe("This answer is too long");
  });
});
