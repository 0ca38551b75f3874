import { pageById } from "@ikey/contracts/site-pages";
import { useCallback, useRef, useState } from "react";
import { Link } from "../../components/localized-link";
import { onDemand, warmUp } from "../../lib/on-demand";
import { replaceHash, useHashEffect } from "../../lib/use-hash";
import * as m from "../../paraglide/messages.js";
import type { SubscriberAction } from "./subscriber-actions";

const loadActions = onDemand(() => import("./subscriber-actions"));

const STATUS_PAGE = pageById("check-app-status").path;

type LinkState =
  /** Prerendered, and until the fragment is read after hydration. */
  | { readonly kind: "reading" }
  | { readonly kind: "no-link" }
  | {
      readonly kind: "ready";
      readonly action: SubscriberAction;
      readonly token: string;
      readonly busy: boolean;
      /** Why the last try failed, when it is worth another. */
      readonly problem?: string;
    }
  | { readonly kind: "done"; readonly action: SubscriberAction }
  | { readonly kind: "refused"; readonly message: string };

/** `#confirm=TOKEN` or `#unsubscribe=TOKEN`, as the status e-mails link to this page. */
export function linkOf(fragment: string): { action: SubscriberAction; token: string } | null {
  const match = /^(confirm|unsubscribe)=(.+)$/.exec(fragment);
  return match?.[1] && match[2] ? { action: match[1] as SubscriberAction, token: match[2] } : null;
}

function messageOf(state: LinkState): string {
  switch (state.kind) {
    case "reading":
      return m.status_link_reading();
    case "no-link":
      return m.status_link_no_link();
    case "ready":
      return (
        state.problem ??
        (state.action === "confirm" ? m.status_link_confirm_prompt() : m.status_link_unsubscribe_prompt())
      );
    case "done":
      return state.action === "confirm" ? m.status_link_confirmed() : m.status_link_unsubscribed();
    case "refused":
      return state.message;
  }
}

/**
 * What /status-updates does with a link from a status e-mail. The token is in the fragment, which
 * never reaches a server or a log, and is read only after hydration (the prerendered page has none).
 * Nothing is sent until the visitor presses the button: mail scanners open links, and must neither
 * confirm an address nor unsubscribe it. Its box keeps one height for every state (status-updates.css),
 * and its message is the prerendered text node, changing its words only.
 */
export function SubscriberLink() {
  const [state, setState] = useState<LinkState>({ kind: "reading" });
  const message = useRef<HTMLParagraphElement>(null);

  const followHash = useCallback((fragment: string) => {
    const link = linkOf(fragment);
    // An answer stays once the token has left the address (below): only another link replaces it.
    setState((current) =>
      link
        ? { kind: "ready", ...link, busy: false }
        : current.kind === "done" || current.kind === "refused"
          ? current
          : { kind: "no-link" },
    );
    // The visitor is about to press the button: have its code ready.
    if (link) warmUp(loadActions);
  }, []);
  useHashEffect(followHash);

  const act = async (action: SubscriberAction, token: string) => {
    setState({ kind: "ready", action, token, busy: true });
    const outcome = await loadActions()
      .then((actions) => actions.sendSubscriberAction(action, token))
      .catch(() => ({ kind: "failed" as const, message: null }));
    if (outcome.kind === "failed") {
      setState({ kind: "ready", action, token, busy: false, problem: outcome.message ?? m.status_link_failed() });
      return;
    }
    // A used or dead token has nothing more to do in the address (history, bookmarks).
    replaceHash("");
    setState(
      outcome.kind === "done"
        ? { kind: "done", action }
        : { kind: "refused", message: outcome.message ?? m.status_link_invalid_link() },
    );
    // The button is gone: keyboard and screen-reader users continue at the result.
    requestAnimationFrame(() => message.current?.focus());
  };

  return (
    <div className="subscriber-link" data-state={state.kind}>
      <p ref={message} className="subscriber-link-message" role="status" tabIndex={-1}>
        {messageOf(state)}
      </p>
      {state.kind === "ready" && (
        <button
          type="button"
          className="button button-primary"
          disabled={state.busy}
          onClick={() => void act(state.action, state.token)}
        >
          {state.busy
            ? m.status_link_busy()
            : state.action === "confirm"
              ? m.status_link_confirm_button()
              : m.status_link_unsubscribe_button()}
        </button>
      )}
      {state.kind !== "reading" && state.kind !== "ready" && (
        <p>
          <Link to={STATUS_PAGE}>
            {state.kind === "no-link" ? m.status_link_subscribe_elsewhere() : m.status_link_back_to_status()}
          </Link>
        </p>
      )}
    </div>
  );
}
