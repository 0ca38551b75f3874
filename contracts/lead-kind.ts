import type { z } from "zod";
import { writtenLeadName } from "./person-name";
import type { SiteConfig } from "./site-config";

/**
 * The configuration prefixes that name a lead call's access code setting, `<PREFIX>_CODE`. Only
 * prefixes with a code in the site configuration type-check.
 */
export type LeadConfigPrefix = {
  [Key in keyof SiteConfig]: Key extends `${infer Prefix}_CODE` ? Prefix : never;
}[keyof SiteConfig];

/**
 * One kind of lead, declared once in its contract file and listed in
 * contracts/leads.ts. Its name is the name of its web feature folder, its contract
 * file, its stored type and, upper-cased, its configuration prefix; the server's
 * route, the sales e-mail, the CSV export and the CLI all derive from this.
 */
export interface LeadKind<Payload extends z.ZodObject = z.ZodObject> {
  readonly name: string;
  /** The public API path, kept as the apps and the old site call it. */
  readonly path: string;
  /** What the form sends: the server checks it, in this order, and stores exactly its fields. */
  readonly payload: Payload;
  /** The lead in the sales e-mail and the CLI, as "<title>: <subject field's value>". */
  readonly title: string;
  readonly subjectField: keyof z.infer<Payload> & string;
  /**
   * Where the contact's name, company, e-mail and phone are in the payload (each value joins its
   * fields with a space): the staff inbox lists and searches leads of every kind by these four.
   */
  readonly contact: Readonly<Record<LeadContactPart, readonly (keyof z.infer<Payload> & string)[]>>;
  readonly configPrefix: LeadConfigPrefix;
  /** Sent with `cache: "no-store"` (the campaign call asks for it). */
  readonly noStore?: boolean;
}

export type LeadContactPart = "name" | "company" | "email" | "phone";

/** Declares a lead kind, checking its subject field against its payload. */
export function defineLead<Payload extends z.ZodObject>(kind: LeadKind<Payload>): LeadKind<Payload> {
  return kind;
}

/** The base URL (the API's origin) and access code of a lead call, from the site configuration. */
export function leadCallSettings(kind: LeadKind, site: SiteConfig): { apiUrl: string; code: string } {
  return { apiUrl: site.API_URL, code: site[`${kind.configPrefix}_CODE`] };
}

/** The CSV columns of a lead kind: its payload's fields, in the contract's order. */
export function leadColumns(kind: LeadKind): readonly string[] {
  return Object.keys(kind.payload.shape);
}

/**
 * A lead's contact summary, for the staff inbox and the e-mails: each part's fields joined by a
 * space, the name as it is written when it comes in given and family parts (person-name.ts).
 */
export function leadContact(kind: LeadKind, payload: Record<string, unknown>): Record<LeadContactPart, string> {
  const part = (fields: readonly string[]) =>
    fields
      .map((field) => String(payload[field] ?? "").trim())
      .filter(Boolean)
      .join(" ");
  return {
    name: writtenLeadName(kind.name, payload) ?? part(kind.contact.name),
    company: part(kind.contact.company),
    email: part(kind.contact.email),
    phone: part(kind.contact.phone),
  };
}
