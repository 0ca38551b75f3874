// A real SMTP server for the end-to-end run: the site under test sends its lead
// e-mails here, and each one lands as a file in .tmp/e2e-mail/ for the tests to read.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.SMTP_SINK_PORT ?? 3125);
const dir = join(process.cwd(), ".tmp", "e2e-mail");
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      count += 1;
      writeFileSync(join(dir, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(port, "127.0.0.1", () => console.log(`SMTP sink on 127.0.0.1:${port}`));
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.close(() => process.exit(0)));
