import { languageInfo } from "@ikey/contracts/languages";
import { SITE_LANGUAGE } from "../../lib/site-language";
import * as m from "../../paraglide/messages.js";
import type { LinkAnswer } from "./demo-link-calls";

/** An answer that leaves the demo as it was, and is worth another try (after choosing another time, for `not-free`). */
export type LinkProblem = Extract<LinkAnswer, { kind: "not-free" | "too-many" | "moves-used" | "failed" }>;

/** A moment on the visitor's own clock, as their language writes it: the moment is theirs to wait for. */
export function clockTime(at: number): string {
  return new Intl.DateTimeFormat(languageInfo[SITE_LANGUAGE].htmlLang, { hour: "numeric", minute: "2-digit" }).format(
    at,
  );
}

/** What the page says about a problem, in its language. */
export function problemText(problem: LinkProblem): string {
  switch (problem.kind) {
    case "not-free":
      return m.demo_booking_not_free();
    case "too-many":
      return problem.retryAt === null
        ? m.demo_booking_too_many_later()
        : m.demo_booking_too_many({ time: clockTime(problem.retryAt) });
    case "moves-used":
      return m.demo_booking_moves_used();
    case "failed":
      return problem.cause === "network" ? m.demo_booking_network() : m.demo_booking_server();
  }
}
