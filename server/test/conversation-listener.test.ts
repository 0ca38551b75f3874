import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import fc from "fast-check";
import nodemailer from "nodemailer";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { createReplyAddresses } from "../src/credentials/reply-addresses";
import { INBOUND_MAIL_MAX_BYTES, startInboundSmtp } from "../src/leads/conversation-listener";
import { readInboundMail } from "../src/leads/conversation-mail";
import { MESSAGE_TEXT_MAX, sanitisedText } from "../src/leads/conversation-text";
import { insertBareLead } from "./bare-lead";
import { createTestApp, engines } from "./test-app";

const DOMAIN = "replies.ikey.example";
let cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** The listener over a fresh database with one lead, its log lines kept to read. */
async function setup(engine: (typeof engines)[number], tls?: string) {
  const app = await createTestApp({}, { engine });
  const db = app.database.db;
  const { id } = await insertBareLead(db);
  const addresses = createReplyAddresses(db, DOMAIN, undefined);
  const lines: string[] = [];
  const log = pino(
    { level: "info" },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const listener = await startInboundSmtp({
    db,
    addresses,
    clock: () => 1_000,
    log,
    host: "127.0.0.1",
    port: 0,
    consoleUrl: "https://console.ikey.example",
    onMailQueued: () => {},
    tls,
  });
  const client = nodemailer.createTransport({ host: "127.0.0.1", port: listener.port, secure: false, ignoreTLS: true });
  cleanup.push(app.close, listener.close, () => client.close());
  const messages = () => db.selectFrom("conversation_messages").selectAll().orderBy("id").execute();
  return { db, id: Number(id), addresses, lines, client, messages, port: listener.port };
}

/**
 * A certificate for DOMAIN and its key, made by OpenSSL as an operator makes a test one, written as
 * the one PEM file CONVERSATIONS_SMTP_TLS names: answers the file and the certificate alone.
 */
function certificateFile(): { pem: string; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "ikey-listener-tls-"));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const [key, cert, pem] = ["key.pem", "cert.pem", "listener.pem"].map((name) => join(dir, name)) as [
    string,
    string,
    string,
  ];
  const subject = ["-subj", `/CN=${DOMAIN}`, "-addext", `subjectAltName=DNS:${DOMAIN}`];
  const curve = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"];
  execFileSync(
    "openssl",
    ["req", "-x509", ...curve, "-nodes", "-days", "1", ...subject, "-keyout", key, "-out", cert],
    {
      stdio: "ignore",
    },
  );
  writeFileSync(pem, Buffer.concat([readFileSync(cert), readFileSync(key)]));
  return { pem, cert: readFileSync(cert) };
}

const from = `Aisyah <${validRequestDemo.email}>`;

describe.each(engines)("the conversations' SMTP listener on %s", (engine) => {
  it("refuses an unknown, forged or foreign address at RCPT, keeps nothing and logs no address", async () => {
    const { id, addresses, lines, client, messages } = await setup(engine);
    const real = await addresses.address(id);
    const forged = real.replace(/-([0-9a-f])/, (_, digit) => `-${digit === "0" ? "1" : "0"}`);
    const otherLead = real.replace(`lead-${id}-`, `lead-${id + 1}-`);
    for (const to of [
      forged,
      otherLead,
      `lead-${id}-${"0".repeat(32)}@${DOMAIN}`,
      `sales@${DOMAIN}`,
      real.replace(DOMAIN, "evil.example"),
    ]) {
      await expect(client.sendMail({ from, to, subject: "Hi", text: "Hello" }), to).rejects.toMatchObject({
        responseCode: 550,
      });
    }
    expect(await messages()).toEqual([]);
    expect(lines.filter((line) => line.includes("did not sign"))).toHaveLength(5);
    expect(lines.join("")).not.toContain("lead-");
    expect(lines.join("")).not.toContain(validRequestDemo.email);
    // The real one, in any case a mail system writes it, is taken.
    await client.sendMail({ from, to: real.toUpperCase(), subject: "Hi", text: "Hello" });
    expect(await messages()).toHaveLength(1);
  });

  it("offers STARTTLS with the operator's certificate, and takes the answer over it; without one, offers none", async () => {
    const { pem, cert } = certificateFile();
    const { id, addresses, messages, port } = await setup(engine, pem);
    const to = await addresses.address(id);
    // A sender that insists on TLS and checks the certificate against the name the MX gives.
    const strict = (toPort: number) =>
      nodemailer.createTransport({
        host: "127.0.0.1",
        port: toPort,
        secure: false,
        requireTLS: true,
        tls: { ca: cert, servername: DOMAIN },
      });
    const sender = strict(port);
    cleanup.push(() => sender.close());
    const sent = await sender.sendMail({ from, to, subject: "Over TLS", text: "Boleh, hari Isnin." });
    expect(sent.accepted).toEqual([to]);
    expect((await messages()).map((row) => row.subject)).toEqual(["Over TLS"]);

    const plain = await setup(engine);
    const refused = strict(plain.port);
    cleanup.push(() => refused.close());
    await expect(
      refused.sendMail({ from, to: await plain.addresses.address(plain.id), subject: "No TLS", text: "x" }),
    ).rejects.toThrow(/STARTTLS/);
  });

  it("refuses a message over the size limit, and keeps a delivery retried with the same Message-ID once", async () => {
    const { id, addresses, client, messages } = await setup(engine);
    const to = await addresses.address(id);
    await expect(
      client.sendMail({ from, to, subject: "Big", text: "x".repeat(INBOUND_MAIL_MAX_BYTES + 1) }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(await messages()).toEqual([]);
    const once = { from, to, subject: "Again", text: "Hello", messageId: "<retry-1@mail.ceria.example>" };
    await client.sendMail(once);
    await client.sendMail(once);
    expect((await messages()).map((row) => row.message_id)).toEqual(["<retry-1@mail.ceria.example>"]);
  });

  it("keeps HTML-only mail as text, never its markup, scripts or attachments", async () => {
    const { id, addresses, client, messages } = await setup(engine);
    await client.sendMail({
      from,
      to: await addresses.address(id),
      subject: "Hi\u0007 there",
      html: '<p>Boleh <b>esok</b>?</p><script>alert("x")</script><img src="https://track.example/p.gif" onerror="alert(1)">',
      attachments: [{ filename: "run.exe", content: Buffer.from("MZ") }],
    });
    const [row] = await messages();
    expect(row?.text).toContain("Boleh esok?");
    expect(row?.text).not.toMatch(/<|alert|track\.example|MZ/);
    expect(row?.subject).toBe("Hi there");
  });

  it("drops mail for a lead erased since its address went out", async () => {
    const { db, id, addresses, lines, client, messages } = await setup(engine);
    const to = await addresses.address(id);
    await db.deleteFrom("leads").where("id", "=", id).execute();
    await client.sendMail({ from, to, subject: "Hi", text: "Hello" });
    expect(await messages()).toEqual([]);
    expect(lines.some((line) => line.includes('"reason":"lead gone"'))).toBe(true);
  });
});

describe("reading received mail", () => {
  it("never throws on arbitrary bytes, and keeps bounded text without control characters", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4_000 }), fc.string({ maxLength: 200 }), async (bytes, text) => {
        const raw = Buffer.concat([
          Buffer.from(`From: a@b.example\r\nSubject: ${text.replace(/[\r\n]/g, "")}\r\n\r\n`),
          Buffer.from(bytes),
        ]);
        const message = await readInboundMail(raw);
        if (!message) return;
        expect(message.text).not.toMatch(/[^\P{Cc}\n\t]/u);
        expect(message.subject).not.toMatch(/\p{Cc}/u);
        expect(Array.from(message.text).length).toBeLessThanOrEqual(MESSAGE_TEXT_MAX + 4);
      }),
      { numRuns: 200 },
    );
    expect(Array.from(sanitisedText("字".repeat(MESSAGE_TEXT_MAX + 10))).length).toBe(MESSAGE_TEXT_MAX + 4);
  });

  it("tells a signed address from any other string", async () => {
    const app = await createTestApp();
    cleanup.push(app.close);
    const addresses = createReplyAddresses(app.database.db, DOMAIN, "s".repeat(32));
    // Another instance with the same key verifies what this one signed.
    const other = createReplyAddresses(app.database.db, DOMAIN, "s".repeat(32));
    expect(await other.leadOf(await addresses.address(42))).toBe(42);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 120 }), async (address) => {
        expect(await addresses.leadOf(`${address}@${DOMAIN}`)).toBeNull();
      }),
    );
  });
});
