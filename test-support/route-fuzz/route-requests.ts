// One valid request for every API route, keyed as Fastify names the route ("POST /staff/api/…/:id").
// The fuzz replaces one parameter of it at a time with hostile values, so each value meets the
// route's code with every other parameter right; the request itself is sent last, and must
// succeed, which shows that the others do reach that code. A route added to the server without
// an entry here fails the fuzz test (server/test/route-fuzz.test.ts).
import { validCampaignApplication, validCentreSignUp, validRequestDemo } from "../lead-samples";
import type { FuzzRecords } from "./fuzz-records";
import type { FuzzMembers, SignedIn } from "./fuzz-site";

export interface RouteRequest {
  /** The address's parameters, by name (":id" is "id", a wildcard is "*"). */
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: Readonly<Record<string, unknown>>;
  /** A form body instead (application/x-www-form-urlencoded), as a mail client's one-click unsubscribe posts. */
  readonly form?: string;
  /** A file's bytes as the body instead, with their type (a picture's upload); the fuzz sends hostile files. */
  readonly file?: { readonly type: string; readonly bytes: Uint8Array };
  /** More request headers, such as a CORS preflight's. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The request sent last, when it cannot be the one the hostile values start from (a challenge is spent once tried). */
  readonly valid?: RouteRequest;
  /** The console member who sends it; none for the public routes. */
  readonly as?: SignedIn;
  /**
   * What the valid request answers: "success" (2xx), or "answer" (anything below 500) where
   * success needs what the fuzz cannot give, such as an authenticator code or a demo that has begun.
   */
  readonly expect?: "success" | "answer";
  /**
   * Its refusals are not the API's JSON: the site's files and pages (the not-found page), and a CORS
   * preflight (@fastify/cors answers a malformed one in plain text, as the protocol has no body).
   */
  readonly plainRefusals?: boolean;
  /** It spends its record (a cancel, an erasure, a sign-out): the fuzz sends it after every other route. */
  readonly spends?: boolean;
}

export type RouteRequests = Readonly<Record<string, (records: FuzzRecords, members: FuzzMembers) => RouteRequest>>;

const none = (): RouteRequest => ({});
/** What a browser sends before a cross-origin POST: the method and headers it means to use. */
const preflight = {
  "access-control-request-method": "POST",
  "access-control-request-headers": "content-type",
};
/** A view of the inbox with every filter set: the list pages it, the export writes it. */
const inboxView = (records: FuzzRecords, members: FuzzMembers) => ({
  form: "request-demo",
  status: "demo-scheduled",
  assignee: String(members.sales.id),
  from: records.today,
  to: records.today,
  q: "Aisyah",
  source: "facebook",
  campaign: "launch",
});
const keepaliveRoutes = ["api", "center", "server1", "server2"].map((target) => `GET /status/keepalive/${target}`);

export const routeRequests: RouteRequests = {
  "GET /healthz": none,
  // The built files, and behind them the not-found page for every address no route has.
  "GET /*": () => ({ params: { "*": "assets/no-such-file.js" }, expect: "answer", plainRefusals: true }),
  ...Object.fromEntries(keepaliveRoutes.map((route) => [route, none])),
  "GET /status/check": none,
  "POST /functions/asia-southeast1/checkApplicationStatus": () => ({ body: { data: {} } }),
  "OPTIONS /functions/asia-southeast1/checkApplicationStatus": () => ({ headers: preflight, plainRefusals: true }),
  "OPTIONS *": () => ({ params: { "*": "api/RequestDemo" }, headers: preflight, plainRefusals: true }),
  "GET /status/history": none,
  "GET /status/summary.json": () => ({ query: { lang: "ms" } }),
  "GET /status/badge.svg": () => ({ query: { group: "center", lang: "zh" } }),
  "GET /api/attestation/challenge": none,
  "POST /api/attestation/exchange": (records) => ({
    body: records.attestation?.tried ?? {},
    valid: { body: records.attestation?.fresh ?? {} },
  }),
  "POST /status/subscriptions": () => ({ body: { email: "fuzz.reader@ceria.example" } }),
  "POST /status/subscriptions/confirm": (records) => ({ body: { token: records.subscriberTokens.confirm } }),
  "POST /status/subscriptions/unsubscribe": (records) => ({
    query: { token: records.subscriberTokens.unsubscribe },
    form: "List-Unsubscribe=One-Click",
    spends: true,
  }),
  "GET /status/feed.atom": none,
  "POST /api/help/votes": () => ({
    body: { article: "what-is-the-cms", helpful: true, comment: "Clear.", visitor: "fuzzvisitor0123456789" },
    expect: "answer",
  }),
  "POST /api/RequestDemo": (records) => ({
    query: { code: records.codes.requestDemo },
    body: { ...validRequestDemo, appointmentDate: records.freeDay, appointmentTime: records.freeTimes[1] },
  }),
  "POST /api/SignUpCMS": (records) => ({ query: { code: records.codes.signUp }, body: validCentreSignUp }),
  "POST /api/SubmitApplication": (records) => ({
    query: { code: records.codes.campaign },
    body: validCampaignApplication,
  }),
  "GET /api/demo-slots": (records) => ({ query: { date: records.freeDay } }),
  "POST /api/demo-booking": (records) => ({ body: { token: records.visitorToken } }),
  "POST /api/demo-booking/move": (records) => ({
    body: { token: records.visitorToken, date: records.freeDay, time: records.freeTimes[0] },
  }),
  // The demo is confirmed already (the admins' rule is off): confirming it again changes nothing.
  "POST /api/demo-booking/confirm": (records) => ({ body: { token: records.visitorToken } }),
  "POST /api/demo-booking/cancel": (records) => ({ body: { token: records.visitorToken }, spends: true }),
  "GET /api/demo-calendar/:feed": (records) => ({ params: { feed: records.feed } }),
  "POST /Api/Parent/Account/WebDeactivateAccount": () => ({
    body: { Email: "parent@ceria.example", Password: "not the password" },
  }),
  "POST /Api/Parent/Account/Login": () => ({ body: { Email: "parent@ceria.example", Password: "not the password" } }),

  // The console: signing in and the invitation's calls need what only a person has (a code).
  "POST /staff/api/sign-in": (_records, members) => ({
    body: { email: members.leaver.email, password: "not the password", code: "123456" },
    expect: "answer",
  }),
  "GET /staff/api/session": (_records, members) => ({ as: members.admin }),
  "POST /staff/api/sign-out": (_records, members) => ({ body: {}, as: members.leaver, spends: true }),
  "POST /staff/api/password": (_records, members) => ({
    body: { currentPassword: "not the password", newPassword: "a quite long new passphrase 42" },
    as: members.leaver,
    expect: "answer",
  }),
  "POST /staff/api/invitation": (_records, members) => ({ body: { token: members.invitationToken } }),
  "POST /staff/api/invitation/password": (_records, members) => ({
    body: { token: members.invitationToken, password: "lantern mangosteen 92 quietly" },
  }),
  "POST /staff/api/invitation/code": (_records, members) => ({
    body: { token: members.invitationToken, code: "123456" },
    expect: "answer",
  }),
  "POST /staff/api/profile": (_records, members) => ({
    body: { name: "Fuzz Admin", language: "en" },
    as: members.admin,
  }),
  "GET /staff/api/notices": (_records, members) => ({ as: members.sales }),
  "POST /staff/api/notices/:id/read": (records, members) => ({
    params: { id: String(records.noticeId) },
    body: {},
    as: members.sales,
    spends: true,
  }),
  "GET /staff/api/members": (_records, members) => ({ as: members.admin }),
  "POST /staff/api/members": (_records, members) => ({
    body: { email: "fuzz.newcomer@ikey.example", role: "support" },
    as: members.admin,
  }),
  "POST /staff/api/members/:id/role": (_records, members) => ({
    params: { id: String(members.spare.id) },
    body: { role: "sales" },
    as: members.admin,
  }),
  "POST /staff/api/members/:id/end-sessions": (_records, members) => ({
    params: { id: String(members.spare.id) },
    body: {},
    as: members.admin,
  }),
  "GET /staff/api/members/:id/handover": (_records, members) => ({
    params: { id: String(members.sales.id) },
    as: members.admin,
  }),
  "POST /staff/api/members/:id/disable": (_records, members) => ({
    params: { id: String(members.spare.id) },
    body: { reassignTo: "round-robin" },
    as: members.admin,
    // The spare member, made sales by the role route, may hold a demo nobody else is free for.
    expect: "answer",
    spends: true,
  }),
  // The spare member is active until the disable, sent last: "not disabled" is its answer.
  "POST /staff/api/members/:id/enable": (_records, members) => ({
    params: { id: String(members.spare.id) },
    body: {},
    as: members.admin,
    expect: "answer",
  }),
  "GET /staff/api/leads": (records, members) => ({
    query: { ...inboxView(records, members), sort: "newest", cursor: "1000000" },
    as: members.admin,
  }),
  "GET /staff/api/leads/options": (_records, members) => ({ as: members.admin }),
  "GET /staff/api/leads/export.csv": (records, members) => ({ query: inboxView(records, members), as: members.admin }),
  "GET /staff/api/leads/:id": (records, members) => ({
    params: { id: String(records.consoleDemo.leadId) },
    as: members.admin,
  }),
  "POST /staff/api/leads/:id/status": (records, members) => ({
    params: { id: String(records.consoleDemo.leadId) },
    body: { status: "demo-scheduled" },
    as: members.admin,
  }),
  "POST /staff/api/leads/:id/assignee": (records, members) => ({
    params: { id: String(records.consoleDemo.leadId) },
    body: { assigneeId: members.sales.id, note: "She prefers mornings." },
    as: members.admin,
  }),
  "POST /staff/api/leads/:id/notes": (records, members) => ({
    params: { id: String(records.consoleDemo.leadId) },
    body: { text: "Called, will call back." },
    as: members.admin,
  }),
  "POST /staff/api/leads/:id/replies": (records, members) => ({
    params: { id: String(records.consoleDemo.leadId) },
    body: { subject: "Your demo", body: "See you then." },
    as: members.admin,
  }),
  "GET /staff/api/leads/:id/conversation": (records, members) => ({
    params: { id: String(records.consoleDemo.leadId) },
    as: members.admin,
  }),
  "POST /staff/api/leads/:id/contact-attempts": (records, members) => ({
    params: { id: String(records.consoleDemo.leadId) },
    body: { channel: "phone" },
    as: members.admin,
  }),
  "POST /staff/api/leads/:id/contact-outcomes": (records, members) => ({
    params: { id: String(records.consoleDemo.leadId) },
    body: { channel: "phone", outcome: "reached", note: "Fine." },
    as: members.admin,
  }),
  "DELETE /staff/api/leads/:id": (records, members) => ({
    params: { id: String(records.eraseLeadId) },
    body: {},
    as: members.admin,
    spends: true,
  }),
  "GET /staff/api/first-response": (_records, members) => ({ as: members.admin }),
  "POST /staff/api/first-response/target": (_records, members) => ({ body: { targetMinutes: 60 }, as: members.admin }),
  "GET /staff/api/lead-assignment": (_records, members) => ({ as: members.admin }),
  "POST /staff/api/lead-assignment": (_records, members) => ({ body: { mode: "automatic" }, as: members.admin }),
  "GET /staff/api/lead-reports": (_records, members) => ({
    query: { weeks: "4", source: "facebook", campaign: "launch", member: String(members.sales.id) },
    as: members.admin,
  }),
  "GET /staff/api/accounts": (_records, members) => ({ query: { email: "parent@ceria.example" }, as: members.admin }),
  "GET /staff/api/audit": (records, members) => ({
    query: { actor: members.admin.email, action: "lead", from: records.today, to: records.today, cursor: "1000000" },
    as: members.admin,
  }),
  // Site search's index of the console's live items: the pointer, and a file of the version it names.
  "GET /_cms-search/:language/current.json": () => ({ params: { language: "en" } }),
  "GET /_cms-search/:language/:version/*": (records) => ({
    params: { language: "en", version: records.cms.searchVersion, "*": "pagefind-entry.json" },
  }),
  "GET /staff/api/cms/announcements": (_records, members) => ({ as: members.admin }),
  "POST /staff/api/cms/announcements": (_records, members) => ({ body: {}, as: members.admin }),
  "GET /staff/api/cms/announcements/:id": (records, members) => ({
    params: { id: String(records.cms.announcement.id) },
    as: members.admin,
  }),
  // A hostile value that is still a draft saves it, and the valid request then names an old version.
  "PUT /staff/api/cms/announcements/:id/texts/:language": (records, members) => ({
    params: { id: String(records.cms.announcement.id), language: "ms" },
    body: {
      title: "Fuzz",
      summary: "Fuzz.",
      body: "Words.",
      slug: records.cms.announcement.slug,
      audience: null,
      baseVersion: 0,
    },
    as: members.admin,
    expect: "answer",
  }),
  // Publishing needs a text; the help article has none (a 400 naming it), the announcement one.
  "POST /staff/api/cms/announcements/:id/texts/:language/publish": (records, members) => ({
    params: { id: String(records.cms.announcement.id), language: "en" },
    body: {},
    as: members.admin,
    expect: "success",
  }),
  // Nobody asked for approval: a 409.
  "POST /staff/api/cms/announcements/:id/texts/:language/approve": (records, members) => ({
    params: { id: String(records.cms.announcement.id), language: "en" },
    body: {},
    as: members.admin,
    expect: "answer",
  }),
  "POST /staff/api/cms/announcements/:id/texts/:language/decline": (records, members) => ({
    params: { id: String(records.cms.announcement.id), language: "en" },
    body: {},
    as: members.admin,
    expect: "answer",
  }),
  // No changes are scheduled: a 409.
  "POST /staff/api/cms/announcements/:id/texts/:language/cancel-changes": (records, members) => ({
    params: { id: String(records.cms.announcement.id), language: "en" },
    body: {},
    as: members.admin,
    expect: "answer",
  }),
  "POST /staff/api/cms/announcements/:id/texts/:language/unpublish": (records, members) => ({
    params: { id: String(records.cms.announcement.id), language: "en" },
    body: {},
    as: members.admin,
    expect: "success",
    spends: true,
  }),
  "GET /staff/api/cms/announcements/:id/texts/:language/revisions": (records, members) => ({
    params: { id: String(records.cms.announcement.id), language: "en" },
    as: members.admin,
  }),
  "POST /staff/api/cms/announcements/:id/texts/:language/revisions/:revision/restore": (records, members) => ({
    params: {
      id: String(records.cms.announcement.id),
      language: "en",
      revision: String(records.cms.announcement.revision),
    },
    body: {},
    as: members.admin,
    expect: "success",
  }),
  "PUT /staff/api/cms/announcements/settings": (_records, members) => ({
    body: { approval: false },
    as: members.admin,
  }),
  "POST /staff/api/cms/announcements/:id/texts/:language/preview-link": (records, members) => ({
    params: { id: String(records.cms.announcement.id), language: "en" },
    body: {},
    as: members.admin,
    expect: "success",
  }),
  // The same file every time: the first upload makes the picture, the others find it.
  "POST /staff/api/cms/announcements/images": (records, members) => ({
    file: { type: "image/png", bytes: records.picture.file },
    as: members.admin,
    expect: "success",
  }),
  "POST /staff/api/cms/help-articles/images": (records, members) => ({
    file: { type: "application/octet-stream", bytes: records.picture.file },
    as: members.admin,
    expect: "success",
  }),
  "GET /media/:name": (records) => ({ params: { name: records.picture.variant } }),
  // Under /media, what no picture's name is: a JSON 404.
  "GET /media/*": () => ({ params: { "*": "no/such-picture.webp" }, expect: "answer" }),
  "POST /staff/api/cms/announcements/preview": (_records, members) => ({
    body: { language: "en", body: "Words with [a link](/faq)." },
    as: members.admin,
  }),
  "GET /staff/api/cms/help-articles": (_records, members) => ({ as: members.admin }),
  "POST /staff/api/cms/help-articles": (_records, members) => ({ body: { audience: "parents" }, as: members.admin }),
  "GET /staff/api/cms/help-articles/:id": (records, members) => ({
    params: { id: String(records.cms.helpArticle.id) },
    as: members.admin,
  }),
  // A hostile value that is still a draft saves it, and the valid request then names an old version.
  "PUT /staff/api/cms/help-articles/:id/texts/:language": (records, members) => ({
    params: { id: String(records.cms.helpArticle.id), language: "ms" },
    body: {
      title: "Fuzz",
      summary: "Fuzz.",
      body: "Words.",
      slug: "fuzz-article",
      audience: "parents",
      baseVersion: 0,
    },
    as: members.admin,
    expect: "answer",
  }),
  // Publishing needs a text; the help article has none (a 400 naming it), the announcement one.
  "POST /staff/api/cms/help-articles/:id/texts/:language/publish": (records, members) => ({
    params: { id: String(records.cms.helpArticle.id), language: "en" },
    body: {},
    as: members.admin,
    expect: "answer",
  }),
  // Nobody asked for approval: a 409.
  "POST /staff/api/cms/help-articles/:id/texts/:language/approve": (records, members) => ({
    params: { id: String(records.cms.helpArticle.id), language: "en" },
    body: {},
    as: members.admin,
    expect: "answer",
  }),
  "POST /staff/api/cms/help-articles/:id/texts/:language/decline": (records, members) => ({
    params: { id: String(records.cms.helpArticle.id), language: "en" },
    body: {},
    as: members.admin,
    expect: "answer",
  }),
  // No changes are scheduled: a 409.
  "POST /staff/api/cms/help-articles/:id/texts/:language/cancel-changes": (records, members) => ({
    params: { id: String(records.cms.helpArticle.id), language: "en" },
    body: {},
    as: members.admin,
    expect: "answer",
  }),
  "POST /staff/api/cms/help-articles/:id/texts/:language/unpublish": (records, members) => ({
    params: { id: String(records.cms.helpArticle.id), language: "en" },
    body: {},
    as: members.admin,
    expect: "answer",
    spends: true,
  }),
  "GET /staff/api/cms/help-articles/:id/texts/:language/revisions": (records, members) => ({
    params: { id: String(records.cms.helpArticle.id), language: "en" },
    as: members.admin,
  }),
  "POST /staff/api/cms/help-articles/:id/texts/:language/revisions/:revision/restore": (records, members) => ({
    params: {
      id: String(records.cms.helpArticle.id),
      language: "en",
      revision: String(records.cms.announcement.revision),
    },
    body: {},
    as: members.admin,
    expect: "answer",
  }),
  "PUT /staff/api/cms/help-articles/settings": (_records, members) => ({
    body: { approval: false },
    as: members.admin,
  }),
  // A link needs a text; the help article's English has none (a 404 naming it).
  "POST /staff/api/cms/help-articles/:id/texts/:language/preview-link": (records, members) => ({
    params: { id: String(records.cms.helpArticle.id), language: "en" },
    body: {},
    as: members.admin,
    expect: "answer",
  }),
  "POST /staff/api/cms/help-articles/preview": (_records, members) => ({
    body: { language: "en", body: "Words with [a link](/faq)." },
    as: members.admin,
  }),
  // A preview link's page; a token it did not sign is the not-found page, an address like any other.
  "GET /cms-preview/:token": (records) => ({ params: { token: records.cms.previewToken }, plainRefusals: true }),
  // The console's posts on the site: a page, or the built site's answer (a redirect, the not-found page).
  "GET /announcement/:slug": (records) => ({ params: { slug: records.cms.announcement.slug }, plainRefusals: true }),
  "GET /ms/announcement/:slug": (records) => ({
    params: { slug: records.cms.announcement.slug },
    expect: "answer",
    plainRefusals: true,
  }),
  "GET /zh/announcement/:slug": (records) => ({
    params: { slug: records.cms.announcement.slug },
    expect: "answer",
    plainRefusals: true,
  }),
  "GET /help/:audience/:slug": () => ({
    params: { audience: "parents", slug: "fuzz-article" },
    expect: "answer",
    plainRefusals: true,
  }),
  "GET /ms/help/:audience/:slug": () => ({
    params: { audience: "parents", slug: "fuzz-article" },
    expect: "answer",
    plainRefusals: true,
  }),
  "GET /zh/help/:audience/:slug": () => ({
    params: { audience: "parents", slug: "fuzz-article" },
    expect: "answer",
    plainRefusals: true,
  }),
  "GET /staff/api/incidents": (_records, members) => ({ as: members.admin }),
  "POST /staff/api/incidents": (_records, members) => ({
    body: { title: "Slow sign-ins", groups: ["center"], status: "investigating", message: "Looking into it." },
    as: members.admin,
  }),
  "POST /staff/api/incidents/:id/updates": (records, members) => ({
    params: { id: String(records.incidentId) },
    body: { status: "identified", message: "Found it." },
    as: members.admin,
  }),
  "POST /staff/api/incident-suggestions/:id/dismiss": (_records, members) => ({
    params: { id: "1" },
    body: {},
    as: members.admin,
    expect: "answer",
  }),
  "GET /staff/api/help-votes": (_records, members) => ({ as: members.admin }),
  "GET /staff/api/translations": (_records, members) => ({ as: members.admin }),
  "GET /staff/api/demos": (records, members) => ({ query: { view: "week", date: records.freeDay }, as: members.admin }),
  "GET /staff/api/demos/:id/slots": (records, members) => ({
    params: { id: String(records.consoleDemo.id) },
    query: { date: records.freeDay },
    as: members.admin,
  }),
  "POST /staff/api/demos/:id/outcome": (records, members) => ({
    params: { id: String(records.consoleDemo.id) },
    body: { outcome: "held" },
    as: members.admin,
    expect: "answer",
  }),
  "POST /staff/api/demos/:id/move": (records, members) => ({
    params: { id: String(records.consoleDemo.id) },
    // Its own time, always free to its host, who keeps a moved demo: other routes book the free times.
    body: { date: records.freeDay, time: records.consoleDemo.time },
    as: members.admin,
  }),
  "GET /staff/api/leads/:id/demo-slots": (records, members) => ({
    params: { id: String(records.consoleDemo.leadId) },
    query: { date: records.freeDay },
    as: members.sales,
  }),
  "POST /staff/api/leads/:id/demo": (records, members) => ({
    params: { id: String(records.consoleDemo.leadId) },
    // The lead has its demo to come: the valid request is refused (409), past every check of its input.
    body: { date: records.freeDay, time: records.freeTimes[0], memberId: members.sales.id },
    as: members.sales,
    expect: "answer",
  }),
  "POST /staff/api/demos/:id/cancel": (records, members) => ({
    params: { id: String(records.consoleDemo.id) },
    body: {},
    as: members.admin,
    spends: true,
  }),
  "GET /staff/api/demo-feed": (_records, members) => ({ as: members.sales }),
  "POST /staff/api/demo-feed": (_records, members) => ({ body: {}, as: members.sales, spends: true }),
  "GET /staff/api/demo-hours": (_records, members) => ({ as: members.admin }),
  "POST /staff/api/demo-hours/:id": (records, members) => ({
    params: { id: String(members.sales.id) },
    body: records.salesHours,
    as: members.admin,
  }),
  "POST /staff/api/demo-hours/:id/days-off": (records, members) => ({
    params: { id: String(members.sales.id) },
    body: { from: records.dayOff, to: records.dayOff },
    as: members.admin,
  }),
  "DELETE /staff/api/demo-hours/:id/days-off/:day": (records, members) => ({
    params: { id: String(members.sales.id), day: records.dayOff },
    body: {},
    as: members.admin,
    spends: true,
  }),
  "POST /staff/api/demo-rules": (records, members) => ({
    body: records.rules,
    as: members.admin,
  }),
};
