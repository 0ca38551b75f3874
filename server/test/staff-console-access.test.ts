import { describe, expect, it } from "vitest";
import { MINUTE_MS, SITE, STAFF_PASSWORD, staffHarnessPerTest } from "./staff-harness";
import { engines } from "./test-app";

const setup = staffHarnessPerTest();

describe.each(engines)("the console's sessions, CSRF and roles on %s", (engine) => {
  it("refuses a state change from another site, or without the CSRF token, and a call without a session", async () => {
    const h = await setup(engine);
    const admin = await h.member("aminah@ikey.example", "admin");
    const invite = { email: "new@ikey.example", role: "sales" };

    const crossSite = await h.call("POST", "/members", { as: admin, body: invite, origin: "https://evil.example" });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error).toBe("Cross-Site Request");
    const noOrigin = await h.call("POST", "/members", { as: admin, body: invite, origin: null });
    expect(noOrigin.statusCode).toBe(403);
    const noToken = await h.call("POST", "/members", { as: admin, body: invite, csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error).toBe("CSRF Token Missing");
    expect((await h.call("GET", "/members")).statusCode).toBe(401);
    expect(await h.db.selectFrom("staff").select("email").where("email", "=", invite.email).execute()).toEqual([]);

    expect((await h.call("POST", "/members", { as: admin, body: invite })).statusCode).toBe(200);
  });

  it("asks who is calling before it reads what they sent, and answers unknown addresses with a JSON 404", async () => {
    const h = await setup(engine);
    const admin = await h.member("aminah@ikey.example", "admin");
    const sales = await h.member("sales@ikey.example", "sales");
    const badBody = { email: 1 };
    const problem = async (reply: Awaited<ReturnType<typeof h.call>>) => [reply.statusCode, reply.json().error];

    expect(await problem(await h.call("POST", "/members", { body: badBody }))).toEqual([401, "Signed Out"]);
    const notJson = await h.app.inject({
      method: "POST",
      url: "/staff/api/members",
      headers: { host: new URL(SITE).host, origin: SITE, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(await problem(notJson)).toEqual([401, "Signed Out"]);
    expect(await problem(await h.call("POST", "/members", { body: badBody, origin: "https://evil.example" }))).toEqual([
      403,
      "Cross-Site Request",
    ]);
    expect(await problem(await h.call("POST", "/members", { as: admin, body: badBody, csrf: false }))).toEqual([
      403,
      "CSRF Token Missing",
    ]);
    expect(await problem(await h.call("POST", "/members", { as: sales, body: badBody }))).toEqual([403, "Forbidden"]);
    expect(await problem(await h.call("POST", "/leads/1/notes", { body: "" }))).toEqual([401, "Signed Out"]);
    // Signed in, with the token and the role, the body is read and its fault named.
    expect(await problem(await h.call("POST", "/members", { as: admin, body: badBody }))).toEqual([
      400,
      "Validation Failed",
    ]);

    for (const [method, path] of [
      ["GET", "/nope"],
      ["GET", "/"],
      ["POST", "/nope"],
      ["GET", "/sign-in"],
    ] as const) {
      const reply = await h.call(method, path);
      expect(reply.statusCode, `${method} ${path}`).toBe(404);
      expect(reply.headers["content-type"]).toMatch(/^application\/json/);
      expect(reply.json().error).toBe("Not Found");
    }
  });

  it("takes changes from the origin each request was made to, forwarded only by a trusted proxy", async () => {
    const h = await setup(engine);
    const admin = await h.enrol("aminah@ikey.example", "admin");
    const at = (origin: string, headers: Record<string, string> = {}) => ({
      origin,
      headers: { host: new URL(origin).host, ...headers },
    });
    const signInAt = async (where: { origin: string; headers: Record<string, string> }) => {
      const body = { email: admin.email, password: STAFF_PASSWORD, code: await h.totp(admin) };
      return h.call("POST", "/sign-in", { body, ...where });
    };

    // Neither SITE_URL nor STAFF_CONSOLE_URL: the address the member opened.
    const local = at("http://127.0.0.1:4567");
    const signedIn = await signInAt(local);
    expect(signedIn.statusCode).toBe(200);
    admin.cookie = /__Host-ikey-staff=([^;]*)/.exec(String(signedIn.headers["set-cookie"]))?.[1];
    admin.csrfToken = signedIn.json().csrfToken;
    const invite = (where: typeof local, email: string) =>
      h.call("POST", "/members", { as: admin, body: { email, role: "sales" }, ...where });
    expect((await invite(local, "one@ikey.example")).statusCode).toBe(200);

    // Another site's page, at any host, stays refused; so does a page of SITE_URL sent to another host.
    for (const where of [
      { origin: "https://evil.example", headers: { host: "127.0.0.1:4567" } },
      { origin: "http://127.0.0.1:4568", headers: { host: "127.0.0.1:4567" } },
      { origin: SITE, headers: { host: "127.0.0.1:4567" } },
      { origin: "https://127.0.0.1:4567", headers: { host: "127.0.0.1:4567" } },
    ]) {
      const refused = await invite(where, "two@ikey.example");
      expect(refused.statusCode, where.origin).toBe(403);
      expect(refused.json().error).toBe("Cross-Site Request");
    }

    // Behind a proxy that terminates TLS: its X-Forwarded-Host and -Proto count only when it is trusted.
    const proxied = at("https://staff.ikey.example", {
      host: "10.0.0.5:3000",
      "x-forwarded-host": "staff.ikey.example",
      "x-forwarded-proto": "https",
    });
    expect((await signInAt(proxied)).json().error).toBe("Cross-Site Request");
    const forged = await h.call("POST", "/members", {
      as: admin,
      body: { email: "three@ikey.example", role: "sales" },
      origin: "https://evil.example",
      headers: { host: "127.0.0.1:4567", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    expect(forged.statusCode).toBe(403);
    expect(
      await h.db
        .selectFrom("staff")
        .select("email")
        .where("email", "in", ["two@ikey.example", "three@ikey.example"])
        .execute(),
    ).toEqual([]);
  });

  it("believes a trusted proxy's forwarded host and scheme", async () => {
    const h = await setup(engine, { TRUST_PROXY: "1" });
    const admin = await h.enrol("aminah@ikey.example", "admin");
    const body = { email: admin.email, password: STAFF_PASSWORD, code: await h.totp(admin) };
    const forwarded = { host: "10.0.0.5:3000", "x-forwarded-host": "staff.ikey.example", "x-forwarded-proto": "https" };
    const signedIn = await h.call("POST", "/sign-in", {
      body,
      origin: "https://staff.ikey.example",
      headers: forwarded,
    });
    expect(signedIn.statusCode).toBe(200);
    const plain = await h.call("POST", "/sign-in", { body, origin: "http://staff.ikey.example", headers: forwarded });
    expect(plain.json().error).toBe("Cross-Site Request");
  });

  it("checks each role on the server: sales has leads only, support accounts only", async () => {
    const h = await setup(engine);
    const sales = await h.member("sales@ikey.example", "sales");
    const support = await h.member("support@ikey.example", "support");
    const admin = await h.member("admin@ikey.example", "admin");
    const areas = ["/leads", "/accounts?email=parent%40ceria.example", "/members", "/audit"];
    const allowed = async (who: typeof sales) =>
      Promise.all(areas.map(async (path) => (await h.call("GET", path, { as: who })).statusCode));
    expect(await allowed(sales)).toEqual([200, 403, 403, 403]);
    expect(await allowed(support)).toEqual([403, 200, 403, 403]);
    expect(await allowed(admin)).toEqual([200, 200, 200, 200]);
  });

  it("ends a session after 30 minutes idle, and after 12 hours however busy", async () => {
    const h = await setup(engine);
    const member = await h.member("meiling@ikey.example", "sales");
    h.advance(29 * MINUTE_MS);
    expect(await h.signedIn(member)).toBe(true);
    h.advance(30 * MINUTE_MS);
    expect(await h.signedIn(member)).toBe(false);

    await h.signIn(member);
    for (let hour = 0; hour < 12 * 3; hour++) {
      h.advance(20 * MINUTE_MS);
      if (!(await h.signedIn(member))) {
        expect(hour).toBe(12 * 3 - 1);
        return;
      }
    }
    throw new Error("the session outlived 12 hours");
  });

  it("signs out, and the cookie no longer works", async () => {
    const h = await setup(engine);
    const member = await h.member("meiling@ikey.example", "sales");
    const reply = await h.call("POST", "/sign-out", { as: member });
    expect(reply.statusCode).toBe(200);
    expect(String(reply.headers["set-cookie"])).toMatch(/^__Host-ikey-staff=; Max-Age=0;/);
    expect(await h.signedIn(member)).toBe(false);
  });

  it("signs a disabled member out at their next request, and an admin can end anyone's sessions", async () => {
    const h = await setup(engine);
    const admin = await h.member("admin@ikey.example", "admin");
    const sales = await h.member("sales@ikey.example", "sales");
    const support = await h.member("support@ikey.example", "support");
    const list = (await h.call("GET", "/members", { as: admin })).json().members as { id: number; email: string }[];
    const idOf = (email: string) => list.find((member) => member.email === email)?.id;

    const disable = { as: admin, body: { reassignTo: "round-robin" } };
    expect((await h.call("POST", `/members/${idOf(sales.email)}/disable`, disable)).statusCode).toBe(200);
    expect((await h.call("GET", "/leads", { as: sales })).statusCode).toBe(401);
    expect((await h.signIn(sales)).statusCode).toBe(401);

    expect((await h.call("POST", `/members/${idOf(support.email)}/end-sessions`, { as: admin })).statusCode).toBe(200);
    expect(await h.signedIn(support)).toBe(false);
    expect(await h.signedIn(admin)).toBe(true);
  });

  it("ends a member's other sessions when their role or password changes", async () => {
    const h = await setup(engine);
    const admin = await h.member("admin@ikey.example", "admin");
    const sales = await h.member("sales@ikey.example", "sales");
    const salesElsewhere = { ...sales };
    await h.signIn(salesElsewhere);
    const id = (await h.call("GET", "/members", { as: admin }))
      .json()
      .members.find((member: { email: string }) => member.email === sales.email).id;

    const changed = await h.call("POST", "/password", {
      as: sales,
      body: { currentPassword: STAFF_PASSWORD, newPassword: "durian season 2027 arrives late" },
    });
    expect(changed.statusCode).toBe(200);
    expect(await h.signedIn(sales)).toBe(true);
    expect(await h.signedIn(salesElsewhere)).toBe(false);

    expect((await h.call("POST", `/members/${id}/role`, { as: admin, body: { role: "support" } })).statusCode).toBe(
      200,
    );
    expect(await h.signedIn(sales)).toBe(false);
    const actions = await h.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "in", ["staff.password", "staff.role"])
      .execute();
    expect(actions.map(({ action }) => action)).toEqual(["staff.password", "staff.role"]);
  });

  it("refuses a weak new password and a wrong current one with the reason", async () => {
    const h = await setup(engine);
    const member = await h.member("meiling@ikey.example", "sales");
    const weak = await h.call("POST", "/password", {
      as: member,
      body: { currentPassword: STAFF_PASSWORD, newPassword: "password1234" },
    });
    expect(weak.statusCode).toBe(400);
    const wrong = await h.call("POST", "/password", {
      as: member,
      body: { currentPassword: "not my password", newPassword: "durian season 2027 arrives late" },
    });
    expect(wrong.json()).toEqual({ error: "Refused", message: "Your current password is not right." });
  });

  it("keeps one active admin", async () => {
    const h = await setup(engine);
    const admin = await h.member("admin@ikey.example", "admin");
    const id = (await h.call("GET", "/members", { as: admin })).json().members[0].id;
    const demoted = await h.call("POST", `/members/${id}/role`, { as: admin, body: { role: "sales" } });
    expect(demoted.statusCode).toBe(400);
    const disabled = await h.call("POST", `/members/${id}/disable`, { as: admin, body: { reassignTo: "round-robin" } });
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().message).toMatch(/no active admin/);
  });
});
