import type { DemoFeedCreated } from "@ikey/contracts/console-api-schemas";
import { useState } from "react";
import { ActionOutcome } from "../../lib/console/console-outcome";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import { useConsoleFetcher } from "../../lib/console/use-console-submit";
import type { DemoFeedState } from "./demo-calendar-data";

/**
 * The member's private calendar feed: an address Google Calendar or Outlook subscribe to, so their
 * demos show beside their other meetings. Only its token's hash is kept, so the address is shown
 * once, when made; making a new one stops the old one at once (a lost or shared address).
 */
export function DemoFeedPanel({ feed }: { readonly feed: DemoFeedState }) {
  const { send, busy, outcome } = useConsoleFetcher<DemoFeedCreated>();
  const [copied, setCopied] = useState("");
  const url = outcome?.ok ? outcome.data?.url : undefined;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied("Copied.");
    } catch {
      setCopied("Could not copy: select the address and copy it yourself.");
    }
  };
  return (
    <section aria-labelledby="demo-feed-title" className="console-panel">
      <h2 id="demo-feed-title">Your demos in your own calendar</h2>
      <p>
        Subscribe to your private feed address in Google Calendar (Other calendars, From URL) or Outlook (Add calendar,
        Subscribe from web), and your demos appear there. Anyone with the address can read your demos: keep it to
        yourself.
      </p>
      <p>
        {feed.createdAt === null
          ? "You have no feed address yet."
          : `Your feed address was made on ${malaysiaTime(feed.createdAt)}. It is shown only when made: if you have lost it, or someone else has it, make a new one, and the old one stops working at once.`}
      </p>
      <ActionOutcome outcome={outcome ?? null} />
      {url && (
        <div className="console-inline-form">
          <div className="field">
            <label htmlFor="demo-feed-url">Your feed address</label>
            <input id="demo-feed-url" type="text" value={url} readOnly onFocus={(event) => event.target.select()} />
          </div>
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            Copy the address
          </button>
          <p role="status">{copied}</p>
        </div>
      )}
      <button type="button" className="button button-primary" disabled={busy} onClick={() => send({ intent: "feed" })}>
        {feed.createdAt === null ? "Make my feed address" : "Make a new feed address"}
      </button>
    </section>
  );
}
