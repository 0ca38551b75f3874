import {
  leadAcceptedSchema,
  leadBodySchema,
  leadHeadersSchema,
  leadQuerySchema,
  problemSchema,
} from "@ikey/contracts/api-schemas";
import { cleanLine } from "@ikey/contracts/fields";
import { ATTRIBUTION_FIELD } from "@ikey/contracts/lead-attribution";
import { checkAttribution } from "@ikey/contracts/lead-attribution-schema";
import { type LeadKind, leadCallSettings, leadContact } from "@ikey/contracts/lead-kind";
import { leadKinds } from "@ikey/contracts/leads";
import type { SiteConfig } from "@ikey/contracts/site-config";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ReplyAddresses } from "../credentials/reply-addresses";
import type { DatabaseHandle } from "../db/connection";
import { type BookingLinks, bookForLead, bookingStatusOfLead, type LeadBooking } from "../demo-booking/lead-booking";
import { onDutyFrom } from "../demo-booking/on-duty";
import { fail, requireJsonObject } from "../http/json-body";
import { type ClientProblem, validationProblemOf } from "../http/problems";
import { requestLanguage } from "../http/request-language";
import { assignNewLead, type NewLeadAssignment } from "../leads/assign-new-lead";
import { queueAutoReply } from "../leads/auto-reply";
import { autoReplyKey } from "../leads/auto-reply-throttle";
import { queueLeadNotification } from "../leads/lead-notification";
import { sourcePage } from "../leads/lead-search";
import { saveLead } from "../leads/lead-store";
import { sentCopy } from "../leads/sent-copy";
import type { RouteRateLimit } from "../limits/route-limits";
import type { KeyedHash } from "../privacy/keyed-hash";
import type { Clock } from "../time";

export interface LeadRoutesOptions {
  readonly database: DatabaseHandle;
  readonly clock: Clock;
  readonly hashClient: KeyedHash;
  /** Accepted leads per client in any window, and refused or invalid bodies, counted apart. */
  readonly rateLimit: { readonly max: number; readonly windowMs: number; readonly refusedMax: number };
  readonly salesEmail: string;
  /** Each lead call's access code comes from here. */
  readonly site: SiteConfig;
  /** The origins the site's pages are served from: a lead records the path of the page it came from. */
  readonly siteOrigins: readonly string[];
  /** The addresses a booked demo's e-mails link to. */
  readonly bookingLinks: BookingLinks;
  /** The leads' conversation addresses: the notification's second Reply-To (docs/decisions/0041-conversations.md). */
  readonly replyAddresses: ReplyAddresses;
  /** Demos one client address holds among those it booked in a day (limits/limits.ts). */
  readonly demosPerClientDay: number;
  /** Called after a lead commits with its e-mail, so that goes out without waiting for the next poll. */
  readonly onMailQueued: () => void;
}

const TOO_MANY = "Too many submissions. Please try again later.";

/**
 * The lead endpoints, one per kind in contracts/leads.ts, at the kind's public path
 * (POST /api/RequestDemo, /api/SignUpCMS, /api/SubmitApplication). Each checks app
 * attestation (each token once), the access code, JSON only, then the kind's contract
 * (the route's body schema), the rate limit and the honeypot, then stores the lead and
 * its e-mail in one transaction: 201 for a new lead, 200 for a retry of one already stored.
 */
export async function leadRoutes(app: FastifyInstance, options: LeadRoutesOptions) {
  for (const kind of leadKinds) registerLeadRoute(app, kind, options);
}

function registerLeadRoute(server: FastifyInstance, kind: LeadKind, deps: LeadRoutesOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { code: accessCode } = leadCallSettings(kind, deps.site);
  const { max, windowMs, refusedMax } = deps.rateLimit;
  // Only accepted leads count toward this limit, a token bucket: no burst at a window's edge.
  const accepted: RouteRateLimit = { bucket: "lead", max, windowMs, message: TOO_MANY };
  // A refused or invalid body is limited on its own, more generously, so that a visitor's own
  // mistakes never use up the quota of the lead they then send correctly.
  const refused: RouteRateLimit = { bucket: "lead-refused", max: refusedMax, windowMs, message: TOO_MANY };
  const refuse = async (request: FastifyRequest, reply: FastifyReply, problem: ClientProblem) => {
    if (!(await app.takeRateLimit(request, reply, refused))) return reply;
    return fail(reply, problem.status, problem.error, problem.message, problem.field);
  };

  app.post(
    kind.path,
    {
      schema: {
        querystring: leadQuerySchema,
        headers: leadHeadersSchema,
        body: leadBodySchema(kind.payload),
        response: { 200: leadAcceptedSchema, 201: leadAcceptedSchema, "4xx": problemSchema },
      },
      // In this order, each before the body's schema: attestation, the access code, JSON.
      preValidation: [
        app.requireAttestation({ consume: true }),
        async (request, reply) => {
          // Not yet checked by the schema: a string, or an array when the code is repeated.
          if ((request.query as { code?: unknown }).code !== accessCode) {
            return refuse(request, reply, {
              status: 401,
              error: "Unauthorized",
              message: "Missing or wrong access code.",
            });
          }
        },
        requireJsonObject((reply, problem) => refuse(reply.request, reply, problem)),
      ],
      config: { rateLimit: accepted, honeypot: true },
      // A body that fails the kind's contract: its first failing check, counted as refused.
      errorHandler: async (error, request, reply) => {
        if (!error.validation) throw error;
        return refuse(request, reply, validationProblemOf(error));
      },
    },
    async (request, reply) => {
      // The payload is exactly the spec's fields; where the lead came from is checked on its own, and
      // any part that fails is dropped, never the lead (docs/decisions/0027-lead-attribution.md).
      const { [ATTRIBUTION_FIELD]: sentAttribution, ...payload } = request.body;
      const { attribution, dropped } = checkAttribution(sentAttribution);
      // How many, never what: the values came from a stranger's address bar.
      if (dropped > 0) request.log.info({ dropped }, "lead attribution parts dropped");
      const spam = request.spam;
      const clientHash = await deps.hashClient(request.ip);
      const submittedAt = deps.clock();
      const page = sourcePage(request.headers.referer, deps.siteOrigins);
      const language = requestLanguage(request.headers["content-language"], page);
      // Request a Demo books the time it names when that is a free slot (docs/decisions/0026-demo-booking.md).
      const booksDemo = kind.name === "request-demo" && !spam;
      // The lead's automatic reply, at most one an hour per address (docs/decisions/0028-auto-replies.md).
      const addressKey = await autoReplyKey(deps.hashClient, leadContact(kind, payload).email);
      const replied = { kind, payload, language, submittedAt, addressKey };
      // Read before the lead's transaction, which on SQLite holds the one connection the key is read through.
      const historyAddressOf = await deps.replyAddresses.signer();
      let booking: LeadBooking | undefined;
      let assignment: NewLeadAssignment | undefined;
      let saved: Awaited<ReturnType<typeof saveLead>>;
      try {
        saved = await saveLead(
          deps.database.db,
          {
            type: kind.name,
            payload,
            submittedAt,
            // Node reads a header's bytes as Latin-1: 0x80–0x9F arrive as C1 controls, NEL among them.
            userAgent: cleanLine(request.headers["user-agent"] ?? "").slice(0, 500),
            clientHash,
            spam,
            idempotencyKey: request.headers["idempotency-key"] ?? null,
            page,
            language,
            attested: request.attested,
            attribution,
            // Queued below, after the booking and the assignment it names.
            notification: null,
          },
          spam
            ? undefined
            : async (trx, id) => {
                if (booksDemo) {
                  const copy = sentCopy(kind, payload, language);
                  const client = { hash: clientHash, demosPerDay: deps.demosPerClientDay };
                  const demo = { id, payload, language, now: submittedAt, client, sentCopy: copy };
                  booking = await bookForLead(trx, demo, deps.bookingLinks);
                }
                // After the booking: a booked demo's lead stays with the member who got the demo.
                assignment = await assignNewLead(trx, { id, now: submittedAt }, onDutyFrom);
                await queueLeadNotification(
                  trx,
                  { id, kind, payload, submittedAt, language },
                  {
                    to: deps.salesEmail,
                    consoleUrl: deps.bookingLinks.consoleUrl,
                    historyAddress: historyAddressOf(id),
                  },
                );
                // A booked demo's confirmation, or the e-mail asking to confirm a tentative one, is the
                // reply: one e-mail, not two.
                const answeredBy = booking && booking.status !== "requested" ? "confirmation" : undefined;
                await queueAutoReply(trx, { id, ...replied }, { answeredBy });
              },
        );
      } catch (error) {
        // Not stored, so not counted (the error handler answers 503 or 500).
        await request.giveBackRateLimit().catch(() => {});
        throw error;
      }
      // A retry of a lead already stored is the same lead, counted once.
      if (saved.duplicate) await request.giveBackRateLimit();
      if (!saved.duplicate && !spam) deps.onMailQueued();
      if (booking?.error)
        request.log.error({ err: booking.error }, "demo booking failed: the lead is kept as a request");
      if (assignment?.error) {
        const { name, code } = assignment.error as { name?: unknown; code?: unknown };
        request.log.error(
          { failure: { name: String(name), code: String(code) } },
          "assigning the lead failed: the lead is kept unassigned",
        );
      }
      if (saved.samePerson?.error) {
        // The error's kind only: a database's message can quote the values (an e-mail) it was about.
        const { name, code } = saved.samePerson.error as { name?: unknown; code?: unknown };
        request.log.error(
          { failure: { name: String(name), code: String(code) } },
          "linking the same person's leads failed: the lead is kept unlinked",
        );
      }
      const bookingStatus = booksDemo
        ? (booking?.status ?? (await bookingStatusOfLead(deps.database.db, saved.id)))
        : kind.name === "request-demo"
          ? "requested"
          : undefined;
      return reply.code(saved.duplicate ? 200 : 201).send({
        status: saved.duplicate ? "already received" : "received",
        ...(bookingStatus ? { booking: { status: bookingStatus } } : {}),
      });
    },
  );
}
