import { HELP_VISITOR_KEY, HELP_VOTES_PATH } from "@ikey/contracts/help-votes";
import { HONEYPOT_FIELD } from "@ikey/contracts/validation";
import { languageHeader } from "../../lib/site-language";

export type VoteOutcome = "counted" | "already" | "failed";

/** This browser's random visitor identifier (created on its first vote): one vote per article each. */
function visitorId(): string {
  try {
    const kept = localStorage.getItem(HELP_VISITOR_KEY);
    if (kept) return kept;
    const fresh = crypto.randomUUID().replaceAll("-", "");
    localStorage.setItem(HELP_VISITOR_KEY, fresh);
    return fresh;
  } catch {
    // Storage refused (private mode): this vote still counts once.
    return crypto.randomUUID().replaceAll("-", "");
  }
}

/** Articles this browser has answered for, so a return visit says so instead of asking again. */
const answeredKey = (article: string) => `${HELP_VISITOR_KEY}:${article}`;

export function hasAnswered(article: string): boolean {
  try {
    return localStorage.getItem(answeredKey(article)) !== null;
  } catch {
    return false;
  }
}

export async function sendVote(vote: {
  readonly article: string;
  readonly helpful: boolean;
  readonly comment: string;
  readonly honeypot: string;
}): Promise<VoteOutcome> {
  const body = {
    article: vote.article,
    helpful: vote.helpful,
    visitor: visitorId(),
    ...(vote.comment.trim() ? { comment: vote.comment.trim() } : {}),
    ...(vote.honeypot ? { [HONEYPOT_FIELD]: vote.honeypot } : {}),
  };
  try {
    const response = await fetch(HELP_VOTES_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...languageHeader },
      body: JSON.stringify(body),
    });
    if (response.status !== 201 && response.status !== 409) return "failed";
    try {
      localStorage.setItem(answeredKey(vote.article), "1");
    } catch {
      // Nothing to remember it in; the server still holds the one vote.
    }
    return response.status === 201 ? "counted" : "already";
  } catch {
    return "failed";
  }
}
