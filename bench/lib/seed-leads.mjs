// Seeds many leads for a benchmark, on the database a running server uses, with the server's own
// code for what the inbox reads (each kind's search text, leads/lead-search.ts): the rows are as
// the lead endpoints would have stored them, written in batches so 100,000 take seconds.
import { importContract, importSource } from "./contracts.mjs";

const DAY_MS = 86_400_000;
const FIRST = ["Aisyah", "Mei Ling", "Kumar", "Siti", "Wei Jie", "Priya", "Ahmad", "Hui Min", "Ravi", "Nurul"];
const LAST = ["Rahman", "Tan", "Raj", "Lim", "Abdullah", "Wong", "Pillai", "Ong", "Ismail", "Chong", "Teoh", "Kaur"];
const PLACES = ["Ceria", "Bintang", "Pelangi", "Cahaya", "Bright Minds", "Little Stars", "Sunshine", "Harmony"];
/** Rarer than the others: a search for it finds about 1 lead in 300. */
const RARE_SURNAME = "Vanniasingam";
/** Campaign tags (docs/decisions/0027-lead-attribution.md), a third of leads with none: the report's groups. */
const SOURCES = ["rhb", "facebook", "google", "newsletter", null, null];
const CAMPAIGNS = ["reflex", "spring-intake", "back-to-school", null];
const STATUSES = [
  ["new", 0.35],
  ["contacted", 0.25],
  ["demo-scheduled", 0.1],
  ["won", 0.1],
  ["lost", 0.15],
  ["spam", 0.05],
];

/** A small deterministic generator, so every run seeds the same leads. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function payloadFor(type, pick, n) {
  const surname = n % 300 === 0 ? RARE_SURNAME : pick(LAST);
  const first = pick(FIRST);
  const place = pick(PLACES);
  const email = `${first.replace(/\s/g, "").toLowerCase()}.${n}@${place.replace(/\s/g, "").toLowerCase()}.example`;
  const phone = `01${Math.floor(n % 10)}-${String(1_000_000 + ((n * 7919) % 8_999_999)).slice(0, 7)}`;
  if (type === "request-demo") {
    return {
      name: `${first} ${surname}`,
      companyName: `Tadika ${place}`,
      email,
      contactNumber: phone,
      appointmentDate: "2026-12-03",
      appointmentTime: "10:30",
    };
  }
  if (type === "centre-sign-up") {
    return {
      fullName: `${first} ${surname}`,
      gender: "Female",
      nationality: "Malaysian",
      nameOfSalesPerson: "",
      companyName: `${place} Education Sdn Bhd`,
      registrationNo: `2020${n}`,
      email,
      address: "12 Jalan Sungai Pinang, George Town",
      websiteUrl: "",
      loginEmail: email,
      businessName: `Tadika ${place}`,
      contactPerson: `${first} ${surname}`,
      contactNumber: phone,
    };
  }
  return {
    firstName: first,
    lastName: surname,
    areaCode: "+60",
    phoneNumber: phone.replace(/\D/g, ""),
    email,
    rhbAgentEmail: "",
    centerName: `${place} Tuition`,
    businessRegistrationNumber: `BRN-${n}`,
    state: "Pulau Pinang",
    rhbAgentId: "",
    rhbBranch: "",
    rhbAgentPhone: "",
    isExistingRHBCurrentAccount: "No",
    isReflexPackage: "No",
    reflexType: "NIL",
    isFPXFormCompleted: "No",
    source: "RHB-reflex",
  };
}

/**
 * Writes `count` leads (the three forms in turn, spread over the two years before now, newest
 * last) and answers what the benchmark searches and filters for.
 */
export async function seedLeads(env, count) {
  const { loadConfig } = await importSource("server/src/config.ts");
  const { connectDatabase } = await importSource("server/src/db/connection.ts");
  const { leadSearchText } = await importSource("server/src/leads/lead-search.ts");
  const { leadKinds } = await importContract("leads");
  const database = connectDatabase(loadConfig({ ...env, WEB_ROOT: "." }).database);
  const next = random(42);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const statusOf = () => {
    const roll = next();
    let below = 0;
    for (const [status, share] of STATUSES) {
      below += share;
      if (roll < below) return status;
    }
    return "new";
  };
  const now = Date.now();
  const span = 730 * DAY_MS;
  try {
    const BATCH = 1000;
    for (let start = 0; start < count; start += BATCH) {
      const rows = [];
      for (let n = start; n < Math.min(count, start + BATCH); n++) {
        const kind = leadKinds[n % leadKinds.length];
        const payload = payloadFor(kind.name, pick, n);
        const status = statusOf();
        const submittedAt = now - span + Math.floor((n / count) * span);
        rows.push({
          type: kind.name,
          payload: JSON.stringify(payload),
          submitted_at: submittedAt,
          user_agent: "Mozilla/5.0 (Linux; Android 14) bench",
          client_hash: `bench-client-${n % 5000}`,
          is_spam: status === "spam" ? 1 : 0,
          idempotency_key: null,
          status,
          search_text: leadSearchText(kind, payload),
          viewed_at: status === "new" && n % 2 ? null : now,
          page: "/",
          attested: 1,
          utm_source: pick(SOURCES),
          utm_campaign: pick(CAMPAIGNS),
          // Answered leads: a first response within three business hours (docs/decisions/0029-first-response.md).
          ...(status === "new" || status === "spam"
            ? {}
            : {
                first_contacted_at: submittedAt,
                first_contact_kind: "status",
                first_response_ms: Math.floor(next() * 3 * 3_600_000),
              }),
        });
      }
      await database.db.insertInto("leads").values(rows).execute();
    }
  } finally {
    await database.close();
  }
  const recent = new Date(now - 30 * DAY_MS + 8 * 3_600_000).toISOString().slice(0, 10);
  return { surname: RARE_SURNAME, recentDay: recent };
}
