import { smtpSinkPort } from "../playwright.config.ts";
import { E2E_MAIL_DIR, startSmtpSink } from "../test-support/smtp-sink.ts";

/**
 * The SMTP server the site under test sends its e-mails to, for the whole run: each
 * message lands as a file in .tmp/e2e-mail/, where the tests read it (support.ts).
 */
export default async function globalSetup() {
  const sink = await startSmtpSink({ port: smtpSinkPort, saveTo: E2E_MAIL_DIR });
  return sink.close;
}
