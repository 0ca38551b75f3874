// The conversation thread's part of `npm run bench:console` (docs/decisions/0041-conversations.md):
// over the 100,000 seeded leads, seeds e-mails both ways (a fifth of the leads with a short
// conversation, every 1,000th with a long one of 150 messages, more than the page of 100 shows)
// and times GET /staff/api/leads/:id/conversation on leads of each kind. Self-contained: its own
// seeding, its own calls, its own section of bench/results/console.md.
import { importSource } from "./contracts.mjs";

const LONG_EVERY = 1_000;
const LONG_MESSAGES = 150;
const SHORT_EVERY = 5;
const SHORT_MESSAGES = 4;
const TEXT = [
  "Terima kasih, Mei Ling. Esok pukul 3 petang sesuai untuk kami.",
  "黄先生您好！谢谢您的咨询。请问星期三下午三点方便做演示吗？",
  "Hello Aisyah, thank you for your interest in iKEY. Shall we talk tomorrow at 3 p.m.?",
];

/** Writes the conversations in batches; answers the ids of a lead with a short and one with a long one. */
export async function seedConversations(env, leads) {
  const { loadConfig } = await importSource("server/src/config.ts");
  const { connectDatabase } = await importSource("server/src/db/connection.ts");
  const database = connectDatabase(loadConfig({ ...env, WEB_ROOT: "." }).database);
  try {
    const ids = (await database.db.selectFrom("leads").select("id").orderBy("id").execute()).map((row) =>
      Number(row.id),
    );
    let rows = [];
    const flush = async () => {
      if (rows.length > 0) await database.db.insertInto("conversation_messages").values(rows).execute();
      rows = [];
    };
    for (const [index, leadId] of ids.entries()) {
      const count = index % LONG_EVERY === 0 ? LONG_MESSAGES : index % SHORT_EVERY === 0 ? SHORT_MESSAGES : 0;
      for (let n = 0; n < count; n++) {
        const side = n % 2 ? "lead" : "member";
        const text = `${TEXT[n % TEXT.length]}\n\nOn Tue, 1 Dec 2026 at 10:00, iKEY wrote:\n> ${TEXT[(n + 1) % TEXT.length]}`;
        rows.push({
          lead_id: leadId,
          at: Date.now() - (count - n) * 3_600_000,
          side,
          staff_id: null,
          from_address: side === "lead" ? `lead${leadId}@ceria.example` : "mei.ling_tan@ikey.example",
          from_name: side === "lead" ? "Aisyah Rahman" : "Mei Ling Tan",
          subject: "Re: Demo iKEY anda",
          text,
          new_text: TEXT[n % TEXT.length],
          message_id: `<bench-${leadId}-${n}@replies.ikey.example>`,
          in_reply_to: n > 0 ? `<bench-${leadId}-${n - 1}@replies.ikey.example>` : null,
        });
        if (rows.length >= 500) await flush();
      }
    }
    await flush();
    const short = ids[SHORT_EVERY * 7] ?? ids[0];
    const long = ids[LONG_EVERY * Math.floor(Math.min(leads, ids.length) / LONG_EVERY / 2)] ?? ids[0];
    const none = ids[SHORT_EVERY * 7 + 1] ?? ids[0];
    return {
      calls: {
        "Conversation (none yet)": `/leads/${none}/conversation`,
        [`Conversation (${SHORT_MESSAGES} e-mails)`]: `/leads/${short}/conversation`,
        [`Conversation (${LONG_MESSAGES} e-mails, latest 100 shown)`]: `/leads/${long}/conversation`,
      },
      messages: ids.reduce(
        (sum, _id, index) =>
          sum + (index % LONG_EVERY === 0 ? LONG_MESSAGES : index % SHORT_EVERY === 0 ? SHORT_MESSAGES : 0),
        0,
      ),
    };
  } finally {
    await database.close();
  }
}

/** The section of bench/results/console.md with the thread's figures, from each engine's timings. */
export function conversationSection(results, { percentile, requests }) {
  const lines = [
    "## Conversation thread",
    "",
    `Over the same leads, ${results[0]?.conversations?.messages.toLocaleString("en") ?? 0} e-mails both ways per engine (every 5th lead with 4, every 1,000th with 150), each with its full text and the part new in it. \`GET /staff/api/leads/:id/conversation\` (the latest 100, oldest first, with the message each answers), ${requests} timed requests after 10 warm-up ones. Target: p95 < 100 ms.`,
    "",
    "| Engine | Call | Server p50 ms | Server p95 ms | Round trip p50 ms | Round trip p95 ms | p95 < 100 ms |",
    "| --- | --- | ---: | ---: | ---: | ---: | :---: |",
  ];
  for (const result of results) {
    for (const [name, { server, roundTrip }] of Object.entries(result.conversations?.timings ?? {})) {
      const p95 = percentile(server, 0.95);
      lines.push(
        `| ${result.engine} | ${name} | ${percentile(server, 0.5).toFixed(1)} | ${p95.toFixed(1)} | ${percentile(roundTrip, 0.5).toFixed(1)} | ${percentile(roundTrip, 0.95).toFixed(1)} | ${p95 < 100 ? "yes" : "**no**"} |`,
      );
    }
  }
  return [...lines, ""];
}
