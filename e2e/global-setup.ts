import { smtpSinkPort } from "../playwright.config.ts";
import { startSmtpSink } from "../test-support/smtp-sink.ts";

/**
 * The SMTP server the site under test sends its e-mails to, for the whole run: each
 * message lands as a file in .tmp/e2e-mail/, where the tests read it (support.ts).
 */
export default async function globalSetup() {
  const sink = await startSmtpSink({ port: smtpSinkPort, saveTo: ".tmp/e2e-mail" });
  return sink.close;
}
