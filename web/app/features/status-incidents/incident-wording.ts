// Shared with the server, which words the e-mails, the feed and automatic incidents the same way.
export { groupTitles } from "@ikey/contracts/status-history";
export { suggestedTitle } from "@ikey/contracts/status-incidents";

/** The probes' kinds of failure (contracts/status-history.ts PROBE_FAILURES), in words. */
const failureLabels: Readonly<Record<string, string>> = {
  timeout: "Timed out",
  network: "Network error",
  status: "Unexpected HTTP status",
  content: "Unexpected content",
};

export function failureLabel(failure: string | null): string {
  if (failure === null) return "Unknown";
  return failureLabels[failure] ?? failure;
}

/** Who an update reaches: the confirmed subscribers, each e-mailed through the outbox. */
export function subscribersReached(subscribers: number): string {
  if (subscribers === 0) return "No one has confirmed a subscription yet, so updates are not e-mailed to anyone.";
  return `Updates are e-mailed to ${subscribers} confirmed ${subscribers === 1 ? "subscriber" : "subscribers"}.`;
}
