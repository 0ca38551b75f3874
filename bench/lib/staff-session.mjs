// A staff member for a benchmark: invited with `npm run staff` (scripts/staff.mjs) on the server's
// database, enrolled and signed in through the API as a new member's browser would
// (bench/console.mjs, bench/cms.mjs), and the console's calls made as that member.
import { execFileSync } from "node:child_process";
import { generate } from "otplib";
import { ROOT } from "./site-server.mjs";

export const BENCH_STAFF_PASSWORD = "lantern mangosteen 92 quietly";

/**
 * Invites `email` with `role` from the CLI (`env`: the server's database and STAFF_SECRET_KEY) and
 * enrols through the server at `origin`; answers the session's cookie and CSRF token.
 */
export async function enrolAndSignIn(origin, env, { email, role, password = BENCH_STAFF_PASSWORD }) {
  const printed = execFileSync(process.execPath, ["scripts/staff.mjs", "invite", email, "--role", role], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  const token = new URL(/https?:\/\/\S+#[\w-]+/.exec(printed)[0]).hash.slice(1);
  const post = (path, body, cookie) =>
    fetch(`${origin}/staff/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const { secret } = await (await post("/invitation/password", { token, password })).json();
  const epoch = () => Math.floor(Date.now() / 1000);
  await post("/invitation/code", { token, code: await generate({ secret, epoch: epoch() }) });
  const signedIn = await post("/sign-in", {
    email,
    password,
    code: await generate({ secret, epoch: epoch() + 30 }),
  });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  const { csrfToken } = await signedIn.json();
  return { cookie: /__Host-ikey-staff=[^;]+/.exec(signedIn.headers.get("set-cookie"))[0], csrfToken };
}

/**
 * A console call (`/staff/api` + `path`) as the signed-in member, at the server at `origin` (the
 * guard wants the request's own origin, so a member of a cluster may call any instance). Answers
 * the parsed body; anything but 2xx throws with the answer.
 */
export async function consoleCall(origin, session, method, path, body) {
  const response = await fetch(`${origin}/staff/api${path}`, {
    method,
    headers: {
      origin,
      cookie: session.cookie,
      "X-CSRF-Token": session.csrfToken,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status < 200 || response.status > 299) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}
