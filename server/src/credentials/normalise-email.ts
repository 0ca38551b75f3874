/** E-mails are kept and compared lower-cased: "Aisyah@Ceria.example" and "aisyah@ceria.example" are one account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Domains whose mailboxes ignore dots in the local part, each with the domain it is another name
 * for: Google documents that Gmail ignores them ("a.isyah@" is "aisyah@") and that googlemail.com
 * is gmail.com. Google Workspace addresses on a school's own domain do not ignore them, so no other
 * domain is here (docs/decisions/0026-demo-booking.md).
 */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * The mailbox an address delivers to, as far as the address shows it, for limits that count per
 * person (a visitor's demos to come): the address lower-cased (Unicode compatibility forms folded
 * first, so a full-width letter is its plain one), without a `+tag` sub-address, without a domain's
 * trailing dots ("gmail.com." is "gmail.com"), and without dots in the local part where the provider
 * ignores them. "Aisyah.R+demo@GoogleMail.com." is "aisyahr@gmail.com". Counting two addresses as
 * one mailbox costs a visitor at most a demo booked as a request; counting one mailbox as two is
 * what let a stranger book a day empty. Never stored in place of the address: mail goes to the
 * address as typed.
 */
export function mailboxKey(email: string): string {
  const address = normaliseEmail(email.normalize("NFKC"));
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const domain = address.slice(at + 1).replace(/\.+$/, "");
  let local = address.slice(0, at);
  const plus = local.indexOf("+");
  // "+demo@" alone names no mailbox before its tag: kept as it is.
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (!dotless) return `${local}@${domain}`;
  return `${local.replaceAll(".", "") || local}@${dotless}`;
}
