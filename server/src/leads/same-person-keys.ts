import { parsePhoneNumberFromString } from "libphonenumber-js";
import { normaliseEmail } from "../credentials/normalise-email";

/**
 * What two leads must share to be the same person (docs/decisions/0030-same-person.md): the e-mail
 * lower-cased and trimmed, or the phone number as its international digits. The forms take phone
 * numbers as people type them ("012-345 6789", "+60 12-345 6789", "60123456789"); libphonenumber
 * reads each as a Malaysian number unless it says otherwise, so all three are 60123456789.
 */

/** The e-mail a lead is matched by; null when it has none. */
export function emailMatchKey(email: string): string | null {
  const key = normaliseEmail(email);
  return key === "" ? null : key;
}

/**
 * Fewer digits than this, when libphonenumber cannot read a number, match nothing: "123" or "1"
 * typed into a required field would otherwise make strangers one person.
 */
const FEWEST_DIGITS = 8;

/**
 * The phone number a lead is matched by: the digits of its international form (country code
 * first, no "+", no trunk "0"), Malaysia's when it names no country. A number libphonenumber
 * cannot read as a possible one keeps its digits alone, if there are enough of them to mean
 * someone; null otherwise. Never throws: a lead is stored whatever its phone field holds.
 */
export function phoneMatchKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  try {
    const parsed = parsePhoneNumberFromString(phone, "MY");
    if (parsed?.isPossible()) return parsed.number.slice(1);
  } catch {
    // Treated as a number libphonenumber cannot read.
  }
  return digits.length >= FEWEST_DIGITS ? digits : null;
}
