import { statusHistorySchema } from "@ikey/contracts/api-schemas";
import { HONEYPOT_FIELD } from "@ikey/contracts/validation";
import { DOMParser, type Document, type Element } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { createTestApp, engines } from "./test-app";

const setup = staffHarnessPerTest();

interface Mail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

/** The e-mails to status subscribers (the outbox also holds the members' invitations). */
const mails = async (h: StaffHarness): Promise<Mail[]> =>
  (
    await h.db.selectFrom("outbox").select("message").where("subscriber_id", "is not", null).orderBy("id").execute()
  ).map((row) => JSON.parse(row.message));

const subscribeAs = (h: StaffHarness, body: Record<string, unknown>) =>
  h.app.inject({ method: "POST", url: "/status/subscriptions", payload: body });

const tokenIn = (mail: Mail | undefined, purpose: "confirm" | "unsubscribe") =>
  new RegExp(`#${purpose}=(\\S+)`).exec(mail?.text ?? "")?.[1] ?? "";

async function openIncident(h: StaffHarness, as: TestMember, title = "Center not responding") {
  const reply = await h.call("POST", "/incidents", {
    as,
    body: { title, groups: ["center"], status: "investigating", message: "We are looking into it." },
  });
  expect(reply.statusCode).toBe(201);
  return reply.json<{ incident: { id: number } }>().incident.id;
}

describe.each(engines)("incidents and e-mail updates on %s", (engine) => {
  it("shows an incident's change at once on every instance's history and feed, and 304s a copy that still says the same", async () => {
    const h = await setup(engine);
    const support = await h.member("support@ikey.example", "support");
    const database = h.config.database;
    const other = await createTestApp(
      database.kind === "sqlite" ? { SQLITE_PATH: database.path } : { DATABASE_URL: database.url },
      { engine },
    );
    try {
      const read = (url: string, etag?: string) =>
        other.app.inject({ method: "GET", url, headers: etag ? { "if-none-match": etag } : {} });
      const urls = ["/status/history", "/status/feed.atom"];
      const [history, feed] = [await read("/status/history"), await read("/status/feed.atom")];
      for (const [index, answer] of [history, feed].entries()) {
        expect(answer.headers["cache-control"]).toBe("public, no-cache");
        expect(answer.headers.etag).toMatch(/^"[\w-]{27}"$/);
        const again = await read(urls[index] ?? "", String(answer.headers.etag));
        expect([again.statusCode, again.body]).toEqual([304, ""]);
      }

      const id = await openIncident(h, support);
      // The other instance, asked with the copy it gave before the incident, answers it in full.
      const changed = await read("/status/history", String(history.headers.etag));
      expect(changed.statusCode).toBe(200);
      expect(statusHistorySchema.parse(changed.json()).incidents.map((incident) => incident.id)).toEqual([id]);
      const changedFeed = await read("/status/feed.atom", String(feed.headers.etag));
      expect(changedFeed.statusCode).toBe(200);
      expect(changedFeed.body).toContain("Investigating: Center not responding");
    } finally {
      await other.close();
    }
  });

  it("writes each subscriber's e-mails in the language of the page they subscribed on, linking that page", async () => {
    const h = await setup(engine);
    const support = await h.member("support@ikey.example", "support");
    const subscribeIn = (email: string, language?: string) =>
      h.app.inject({
        method: "POST",
        url: "/status/subscriptions",
        payload: { email },
        headers: language ? { "content-language": language } : {},
      });
    expect((await subscribeIn("ibu@ceria.example", "ms")).statusCode).toBe(202);
    expect((await subscribeIn("ba@ceria.example", "zh")).statusCode).toBe(202);
    expect((await subscribeIn("mum@ceria.example")).statusCode).toBe(202);
    const confirmations = await mails(h);
    expect(confirmations.map((mail) => [mail.to, mail.subject, mail.headers?.["Content-Language"]])).toEqual([
      ["ibu@ceria.example", "Sahkan langganan kemas kini status iKEY anda", "ms"],
      ["ba@ceria.example", "请确认订阅 iKEY 服务状态更新", "zh-Hans"],
      ["mum@ceria.example", "Confirm your iKEY status updates", "en"],
    ]);
    expect(confirmations[0]?.text).toContain("http://localhost:3000/ms/status-updates#confirm=");
    expect(confirmations[1]?.text).toContain("http://localhost:3000/zh/status-updates#confirm=");
    expect(confirmations[2]?.text).toContain("http://localhost:3000/status-updates#confirm=");
    for (const mail of confirmations) {
      const confirm = await h.app.inject({
        method: "POST",
        url: "/status/subscriptions/confirm",
        payload: { token: tokenIn(mail, "confirm") },
      });
      expect(confirm.statusCode).toBe(200);
    }

    const reply = await h.call("POST", "/incidents", {
      as: support,
      body: { title: "Sign-in fails", groups: ["center", "educator-app"], status: "identified", message: "Fixing." },
    });
    const id = reply.json<{ incident: { id: number } }>().incident.id;
    const updates = (await mails(h)).slice(3);
    const [malay, chinese, english] = updates;
    expect(malay?.subject).toBe("[Status iKEY] Punca dikenal pasti: Sign-in fails");
    expect(malay?.headers?.["Content-Language"]).toBe("ms");
    expect(malay?.text).toContain("Terjejas: Pusat dan Aplikasi (Guru)");
    expect(malay?.text).toContain(`http://localhost:3000/ms/check-app-status#incident-${id}`);
    expect(malay?.text).toContain("http://localhost:3000/ms/status-updates#unsubscribe=");
    expect(chinese?.subject).toBe("【iKEY 服务状态】已查明原因：Sign-in fails");
    expect(chinese?.text).toContain("受影响：中心和应用（教师）");
    expect(chinese?.text).toContain(`http://localhost:3000/zh/check-app-status#incident-${id}`);
    expect(english?.subject).toBe("[iKEY status] Identified: Sign-in fails");
    expect(english?.text).toContain("Affected: Center and App (Educator)");
    expect(english?.text).toContain(`http://localhost:3000/check-app-status#incident-${id}`);
  });

  it("sends updates only to confirmed subscribers, each with a one-click unsubscribe that deletes the address", async () => {
    const h = await setup(engine);
    const support = await h.member("support@ikey.example", "support");
    expect((await subscribeAs(h, { email: "Parent@Ceria.example" })).statusCode).toBe(202);
    const [confirmation] = await mails(h);
    expect(confirmation?.to).toBe("parent@ceria.example");
    expect(confirmation?.subject).toBe("Confirm your iKEY status updates");

    // Nothing before the address confirms.
    const first = await openIncident(h, support);
    expect(await mails(h)).toHaveLength(1);

    const token = tokenIn(confirmation, "confirm");
    const confirmWith = (value: string) =>
      h.app.inject({ method: "POST", url: "/status/subscriptions/confirm", payload: { token: value } });
    // A known id with a wrong token and an id no one has get the same answer: it reveals no ids.
    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const [wrongToken, unknownId] = [await confirmWith(forged), await confirmWith("12345.AAAAAAAAAAAAAAAAAAAAAA")];
    expect([wrongToken.statusCode, wrongToken.json()]).toEqual([unknownId.statusCode, unknownId.json()]);
    expect(unknownId.json()).toEqual({
      error: "Invalid Link",
      message: "This link is not valid, or has expired. Please subscribe again.",
    });
    expect((await confirmWith("not a token")).json()).toMatchObject({
      field: "token",
      message: "This link is not valid.",
    });
    expect((await confirmWith(token)).json()).toEqual({ status: "confirmed" });

    h.advance(60_000);
    const update = await h.call("POST", `/incidents/${first}/updates`, {
      as: support,
      body: { status: "identified", message: "A network fault at the data centre." },
    });
    expect(update.statusCode).toBe(200);
    const resolve = await h.call("POST", `/incidents/${first}/updates`, {
      as: support,
      body: { status: "resolved", message: "Everything works again." },
    });
    expect(resolve.json()).toMatchObject({ incident: { status: "resolved", resolvedAt: h.now() } });
    const again = await h.call("POST", `/incidents/${first}/updates`, {
      as: support,
      body: { status: "monitoring", message: "Too late." },
    });
    expect(again.statusCode).toBe(409);

    const sent = (await mails(h)).slice(1);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ["parent@ceria.example", "[iKEY status] Identified: Center not responding"],
      ["parent@ceria.example", "[iKEY status] Resolved: Center not responding"],
    ]);
    const unsubscribeToken = tokenIn(sent[0], "unsubscribe");
    expect(sent[0]?.text).toContain("A network fault at the data centre.");
    expect(sent[0]?.headers).toEqual({
      "List-Unsubscribe": `<http://localhost:3000/status/subscriptions/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Content-Language": "en",
    });
    // A confirmation token does not unsubscribe, and is answered as an id no one has (or a second click) is.
    const unsubscribeWith = (value: string) =>
      h.app.inject({ method: "POST", url: "/status/subscriptions/unsubscribe", payload: { token: value } });
    const [wrongPurpose, noOne] = [await unsubscribeWith(token), await unsubscribeWith("12345.AAAAAAAAAAAAAAAAAAAAAA")];
    expect([wrongPurpose.statusCode, wrongPurpose.json()]).toEqual([noOne.statusCode, noOne.json()]);
    expect(await h.db.selectFrom("status_subscribers").select("email").execute()).toEqual([
      { email: "parent@ceria.example" },
    ]);

    // RFC 8058: the mail client posts a form to the address in the header.
    const oneClick = await h.app.inject({
      method: "POST",
      url: `/status/subscriptions/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.json()).toEqual({ status: "unsubscribed" });
    expect(await h.db.selectFrom("status_subscribers").select("id").execute()).toEqual([]);
    expect(await mails(h)).toEqual([]);
    await openIncident(h, support, "Second");
    expect(await mails(h)).toEqual([]);

    const audit = await h.db.selectFrom("audit_log").select("action").where("action", "like", "incident.%").execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      "incident.open",
      "incident.update",
      "incident.resolve",
      "incident.open",
    ]);
  });

  it("limits wrong confirm and unsubscribe links per client, and always answers the right one", async () => {
    const h = await setup(engine, {}, { statusLinks: { max: 3 } });
    await subscribeAs(h, { email: "parent@ceria.example" });
    const token = tokenIn((await mails(h))[0], "confirm");
    const post = (action: string, value: string) =>
      h.app.inject({ method: "POST", url: `/status/subscriptions/${action}`, payload: { token: value } });
    const statuses = [];
    for (const [action, id] of [
      ["confirm", 7],
      ["unsubscribe", 8],
      ["confirm", 9],
      ["unsubscribe", 10],
    ] as const) {
      statuses.push((await post(action, `${id}.AAAAAAAAAAAAAAAAAAAAAA`)).statusCode);
    }
    expect(statuses).toEqual([410, 200, 410, 429]);
    expect((await post("confirm", token)).json()).toEqual({ status: "confirmed" });
  });

  it("checks the address in the contract's order, and answers a honeypot and a repeat the same way", async () => {
    const h = await setup(engine, {}, { statusSubscriptions: { max: 3 } });
    expect((await subscribeAs(h, { email: "  " })).json()).toMatchObject({
      field: "email",
      message: "Please enter email",
    });
    expect((await subscribeAs(h, { email: "parent@" })).json()).toMatchObject({
      field: "email",
      message: "Please enter valid email",
    });
    expect((await subscribeAs(h, { email: "bot@spam.example", [HONEYPOT_FIELD]: "x" })).statusCode).toBe(202);
    expect(await h.db.selectFrom("status_subscribers").select("email").execute()).toEqual([]);
    expect((await subscribeAs(h, { email: "parent@ceria.example" })).statusCode).toBe(202);
    // Asked again at once: the same answer, and no second confirmation.
    expect((await subscribeAs(h, { email: "parent@ceria.example" })).statusCode).toBe(202);
    expect(await mails(h)).toHaveLength(1);
    const limited = await subscribeAs(h, { email: "other@ceria.example" });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("gives support and admins the incident desk, and no one else", async () => {
    const h = await setup(engine);
    const sales = await h.member("sales@ikey.example", "sales");
    const admin = await h.member("admin@ikey.example", "admin");
    expect((await h.call("GET", "/incidents", { as: sales })).statusCode).toBe(403);
    const opening = { title: "T", groups: ["center"], status: "investigating", message: "x" };
    expect((await h.call("POST", "/incidents", { as: sales, body: opening })).statusCode).toBe(403);
    const missing = await h.call("POST", "/incidents", {
      as: admin,
      body: { title: " ", groups: ["center"], status: "investigating", message: "x" },
    });
    expect(missing.json()).toMatchObject({ field: "title", message: "Enter a title" });
    const noGroups = await h.call("POST", "/incidents", {
      as: admin,
      body: { title: "T", groups: [], status: "investigating", message: "x" },
    });
    expect(noGroups.json()).toMatchObject({ message: "Choose the affected groups" });
    expect(
      (await h.call("POST", "/incidents/999/updates", { as: admin, body: { status: "resolved", message: "x" } }))
        .statusCode,
    ).toBe(404);
    await h.db
      .insertInto("status_suggestions")
      .values({ target: "api", failing_since: h.now(), failures: 3, failure: "timeout", created_at: h.now() })
      .execute();
    const desk = await h.call("GET", "/incidents", { as: admin });
    expect(desk.json()).toMatchObject({
      suggestions: [{ target: "api", groups: ["parent-app", "educator-app"], failures: 3, failure: "timeout" }],
      incidents: [],
      subscribers: 0,
    });
    const suggestionId = desk.json<{ suggestions: { id: number }[] }>().suggestions[0]?.id;
    expect((await h.call("POST", `/incident-suggestions/${suggestionId}/dismiss`, { as: admin })).json()).toEqual({
      ok: true,
    });
    expect((await h.call("POST", `/incident-suggestions/${suggestionId}/dismiss`, { as: admin })).statusCode).toBe(404);
    expect((await h.call("GET", "/incidents", { as: admin })).json()).toMatchObject({ suggestions: [] });
  });

  it("shows incidents on the history API and in a valid Atom feed", async () => {
    const h = await setup(engine);
    const support = await h.member("support@ikey.example", "support");
    const id = await openIncident(h, support, "Centre <system> & apps slow");
    h.advance(60_000);
    await h.call("POST", `/incidents/${id}/updates`, {
      as: support,
      body: { status: "monitoring", message: "Fixed; watching." },
    });

    const history = await h.app.inject({ method: "GET", url: "/status/history" });
    const answer = statusHistorySchema.parse(history.json());
    expect(answer.incidents).toEqual([
      {
        id,
        title: "Centre <system> & apps slow",
        groups: ["center"],
        status: "monitoring",
        startedAt: h.now() - 60_000,
        resolvedAt: null,
        updates: [
          { status: "monitoring", message: "Fixed; watching.", at: h.now() },
          { status: "investigating", message: "We are looking into it.", at: h.now() - 60_000 },
        ],
      },
    ]);
    expect(history.body).not.toContain(support.email);

    const feed = await h.app.inject({ method: "GET", url: "/status/feed.atom" });
    expect(feed.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(feed.body).not.toContain(support.email);
    const errors: string[] = [];
    const doc = new DOMParser({ onError: (level, message) => errors.push(`${level}: ${message}`) }).parseFromString(
      feed.body,
      "application/xml",
    );
    expect(errors).toEqual([]);
    expectValidAtom(doc);
    const entries = children(doc.documentElement, "entry");
    expect(entries.length).toBe(1);
    expect(child(entries[0], "title")?.textContent).toBe("Monitoring: Centre <system> & apps slow");
    expect(child(entries[0], "content")?.textContent).toContain("Fixed; watching.");
  });
});

const ATOM = "http://www.w3.org/2005/Atom";
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function children(parent: Element | null | undefined, name: string): Element[] {
  return Array.from(parent?.childNodes ?? []).filter(
    (node): node is Element =>
      node.nodeType === node.ELEMENT_NODE &&
      (node as Element).namespaceURI === ATOM &&
      (node as Element).localName === name,
  );
}

function child(parent: Element | null | undefined, name: string): Element | undefined {
  return children(parent, name)[0];
}

/** RFC 4287's rules for a feed and its entries: the required elements once each, dates, absolute ids and links. */
function expectValidAtom(doc: Document) {
  const feed = doc.documentElement;
  expect([feed?.namespaceURI, feed?.localName]).toEqual([ATOM, "feed"]);
  for (const name of ["id", "title", "updated"]) expect(children(feed, name), `feed ${name}`).toHaveLength(1);
  expect(child(feed, "updated")?.textContent).toMatch(RFC3339);
  expect(() => new URL(child(feed, "id")?.textContent ?? "")).not.toThrow();
  expect(children(feed, "author").length).toBeGreaterThan(0);
  expect(child(child(feed, "author"), "name")?.textContent).toBeTruthy();
  const self = children(feed, "link").find((link) => link.getAttribute("rel") === "self");
  expect(self?.getAttribute("href")).toBe("http://localhost:3000/status/feed.atom");
  for (const entry of children(feed, "entry")) {
    for (const name of ["id", "title", "updated"]) expect(children(entry, name), `entry ${name}`).toHaveLength(1);
    expect(child(entry, "updated")?.textContent).toMatch(RFC3339);
    expect(child(entry, "published")?.textContent).toMatch(RFC3339);
    expect(() => new URL(child(entry, "id")?.textContent ?? "")).not.toThrow();
    // Without content an entry needs an alternate link; this one has both.
    expect(child(entry, "content")?.getAttribute("type")).toBe("text");
    expect(children(entry, "link").some((link) => link.getAttribute("rel") === "alternate")).toBe(true);
  }
}
