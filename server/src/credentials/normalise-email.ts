/** E-mails are kept and compared lower-cased: "Aisyah@Ceria.example" and "aisyah@ceria.example" are one account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
