import type { z } from "zod";
import type { campaignApplicationSchema } from "./campaign-application";
import type { centreSignUpSchema } from "./centre-sign-up";
import type { AttributionKey } from "./lead-attribution";
import type { requestDemoSchema } from "./request-demo";

/** A label for each field a lead kind's payload holds: the type refuses a field without one. */
type LabelsOf<Payload extends z.ZodObject> = { readonly [Field in keyof z.infer<Payload> & string]: string };

/**
 * What the staff console calls each field of a lead: the payloads keep the names the spec gives
 * them (`companyName`, `appointmentDate`), which are for programs, not for the people answering the
 * lead. Kept apart from the lead kinds, which the public pages load, as only the console needs it.
 */
export const leadFieldLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "request-demo": {
    name: "Name",
    companyName: "Company or institution",
    email: "E-mail",
    contactNumber: "Contact number",
    appointmentDate: "Preferred date",
    appointmentTime: "Preferred time",
  } satisfies LabelsOf<typeof requestDemoSchema>,
  "centre-sign-up": {
    fullName: "Name",
    gender: "Gender",
    nationality: "Nationality",
    nameOfSalesPerson: "iKEY sales person",
    companyName: "Company",
    registrationNo: "Company registration number",
    email: "Company e-mail",
    address: "Company address",
    websiteUrl: "Website",
    loginEmail: "Login e-mail for the CMS",
    businessName: "Centre name",
    contactPerson: "Contact person",
    contactNumber: "Contact number",
  } satisfies LabelsOf<typeof centreSignUpSchema>,
  "campaign-application": {
    firstName: "First name",
    lastName: "Last name",
    areaCode: "Phone area code",
    phoneNumber: "Phone number",
    email: "E-mail",
    rhbAgentEmail: "RHB agent's e-mail",
    centerName: "Centre name",
    businessRegistrationNumber: "Business registration number",
    state: "State",
    rhbAgentId: "RHB agent's ID",
    rhbBranch: "RHB branch",
    rhbAgentPhone: "RHB agent's phone",
    isExistingRHBCurrentAccount: "Has an RHB current account",
    isReflexPackage: "Wants an RHB Reflex package",
    reflexType: "Reflex package",
    isFPXFormCompleted: "FPX form completed",
    source: "Campaign source",
  } satisfies LabelsOf<typeof campaignApplicationSchema>,
};

/** The console's label for a field of a lead of kind `kind`; the field's own name when it has none. */
export function leadFieldLabel(kind: string, field: string): string {
  return leadFieldLabels[kind]?.[field] ?? field;
}

/**
 * What the console calls each part of where a lead came from (contracts/lead-attribution.ts), in
 * the order it shows them. Here, not beside the parts, so no public page carries the words.
 */
export const attributionLabels: Readonly<Record<AttributionKey, string>> = {
  landingPage: "First page visited",
  referrerHost: "Referring site",
  utmSource: "Campaign source",
  utmMedium: "Campaign medium",
  utmCampaign: "Campaign name",
  utmTerm: "Campaign term",
  utmContent: "Campaign content",
};
