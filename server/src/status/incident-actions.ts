import type { IncidentSuggestion } from "@ikey/contracts/console-api-schemas";
import { groupTitles, type StatusGroupId } from "@ikey/contracts/status-history";
import { type IncidentStatus, suggestedTitle } from "@ikey/contracts/status-incidents";
import type { Kysely } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import type { Database } from "../db/schema";
import { formatMalaysiaTime } from "../time";
import { type IncidentMailContext, queueIncidentMail } from "./incident-mail";
import {
  findIncident,
  type IncidentAuthor,
  openIncident,
  postIncidentUpdate,
  type StoredIncident,
} from "./incident-store";
import { closeSuggestion } from "./incident-suggestions";

export interface IncidentActionsDeps {
  readonly db: Kysely<Database>;
  readonly mail: IncidentMailContext;
  /** Told after a change that queued e-mails has committed, so the outbox worker looks at once. */
  readonly onMailQueued: () => void;
}

export interface Opening {
  readonly title: string;
  readonly groups: readonly StatusGroupId[];
  readonly status: IncidentStatus;
  readonly message: string;
}

/** Who acts, as the audit log records it. */
export interface Acting {
  readonly author: IncidentAuthor;
  readonly clientHash?: string;
}

/**
 * Every change to incidents, each in one transaction with its audit entry and its e-mails to
 * subscribers: an incident opened (by a member or automatically), an update or the resolution
 * posted, a suggestion dismissed.
 */
export function incidentActions({ db, mail, onMailQueued }: IncidentActionsDeps) {
  /** In the caller's transaction: open, take the suggestion, audit, queue the e-mails. */
  const openIn = async (
    trx: Kysely<Database>,
    opening: Opening,
    acting: Acting,
    now: number,
    suggestionId?: number,
  ) => {
    const id = await openIncident(trx, opening, acting.author, now);
    if (suggestionId !== undefined) await closeSuggestion(trx, suggestionId, now, id);
    const incident = (await findIncident(trx, id)) as StoredIncident;
    const subscribers = await queueIncidentMail(trx, incident, { ...opening, at: now }, mail, now);
    await appendAudit(trx, {
      at: now,
      actor: acting.author,
      action: "incident.open",
      target: String(id),
      detail: { status: opening.status, groups: opening.groups, suggestionId, subscribers },
      clientHash: acting.clientHash,
    });
    return { incident, subscribers };
  };

  const afterCommit = <T extends { subscribers: number }>(result: T): T => {
    if (result.subscribers > 0) onMailQueued();
    return result;
  };

  return {
    /** Loads what signing subscribers' links needs, ahead of a transaction (status/subscriber-tokens.ts). */
    ready: () => mail.tokens.ready(),

    open: async (opening: Opening, acting: Acting, now: number, suggestionId?: number) => {
      await mail.tokens.ready();
      return afterCommit(await db.transaction().execute((trx) => openIn(trx, opening, acting, now, suggestionId)));
    },

    /** Resolves with undefined when there is no such incident; throws IncidentResolved when it is resolved. */
    update: async (id: number, update: { status: IncidentStatus; message: string }, acting: Acting, now: number) => {
      await mail.tokens.ready();
      const result = await db.transaction().execute(async (trx) => {
        if (!(await postIncidentUpdate(trx, id, update, acting.author, now))) return undefined;
        const incident = (await findIncident(trx, id)) as StoredIncident;
        const subscribers = await queueIncidentMail(trx, incident, { ...update, at: now }, mail, now);
        await appendAudit(trx, {
          at: now,
          actor: acting.author,
          action: update.status === "resolved" ? "incident.resolve" : "incident.update",
          target: String(id),
          detail: { status: update.status, subscribers },
          clientHash: acting.clientHash,
        });
        return { incident, subscribers };
      });
      return result && afterCommit(result);
    },

    dismiss: async (suggestionId: number, acting: Acting, now: number) =>
      db.transaction().execute(async (trx) => {
        if (!(await closeSuggestion(trx, suggestionId, now))) return false;
        await appendAudit(trx, {
          at: now,
          actor: acting.author,
          action: "incident.dismiss-suggestion",
          target: String(suggestionId),
          clientHash: acting.clientHash,
        });
        return true;
      }),

    /** STATUS_AUTO_INCIDENTS: opens the suggested incident in the probe round's transaction. */
    openSuggested: (trx: Kysely<Database>, suggestion: IncidentSuggestion, now: number) =>
      openIn(trx, suggestedOpening(suggestion), { author: "automatic" }, now, suggestion.id),
  };
}

export type IncidentActions = ReturnType<typeof incidentActions>;

/** The incident a suggestion proposes: the console pre-fills the same, and the automatic one opens it as is. */
export function suggestedOpening(suggestion: IncidentSuggestion): Opening {
  const titles = groupTitles(suggestion.groups);
  return {
    title: suggestedTitle(suggestion.groups),
    groups: suggestion.groups,
    status: "investigating",
    message: `Our checks have not reached ${titles} since ${formatMalaysiaTime(suggestion.failingSince)}. We are looking into it.`,
  };
}
