import { CONFIRM_WITHIN_MINUTES, tokenOfFragment } from "@ikey/contracts/demo-booking";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { onDemand, warmUp } from "../../lib/on-demand";
import { replaceHash, useHashEffect } from "../../lib/use-hash";
import * as m from "../../paraglide/messages.js";
import type { LinkAnswer, LinkedDemo } from "./demo-link-calls";
import { DemoWhen } from "./demo-when";
import { clockTime, type LinkProblem, problemText } from "./link-problems";

// The calls load once the page has read a token; the move step once the demo is shown.
const loadCalls = onDemand(() => import("./demo-link-calls"));
const loadMove = onDemand(() => import("./demo-move"));
const DemoMove = lazy(loadMove);

/** A call through the link (demo-link-calls.ts); code that did not load is a network failure. */
function callDemoLink(...call: Parameters<typeof import("./demo-link-calls").callDemoLink>): Promise<LinkAnswer> {
  return loadCalls().then(
    (calls) => calls.callDemoLink(...call),
    () => ({ kind: "failed", cause: "network" }) as const,
  );
}

/** The fragment that opens the Request a Demo dialog on any page (the shell follows it). */
const REQUEST_DEMO = "#request-a-demo";

type Closed = Extract<LinkAnswer, { kind: "closed" }>["reason"];

type LinkState =
  /** Prerendered, and until the link's first answer. */
  | { readonly kind: "reading" }
  | { readonly kind: "no-link" }
  /** The first answer did not come (too many tries, a failure): the demo is not known yet. */
  | { readonly kind: "unreachable"; readonly token: string; readonly problem: LinkProblem; readonly busy: boolean }
  | {
      readonly kind: "demo";
      readonly token: string;
      readonly demo: LinkedDemo;
      readonly step: "view" | "move" | "cancel";
      readonly busy: boolean;
      /** What the visitor has just done from this page: moved it, or confirmed it. */
      readonly done: "moved" | "confirmed" | null;
      /** Why the last change did not happen. */
      readonly problem: LinkProblem | null;
      readonly refusals: number;
    }
  /** The visitor has just cancelled it. */
  | { readonly kind: "cancelled"; readonly demo: LinkedDemo }
  | { readonly kind: "closed"; readonly reason: Closed };

const closedText: Record<Closed, () => string> = {
  unknown: m.demo_booking_unknown,
  over: m.demo_booking_over,
  cancelled: m.demo_booking_was_cancelled,
  lapsed: () => m.demo_booking_lapsed({ minutes: CONFIRM_WITHIN_MINUTES }),
};

/** What the page says of a demo it shows: just moved or confirmed here, waiting to be confirmed, or booked. */
function demoText(state: Extract<LinkState, { kind: "demo" }>): string {
  if (state.done === "moved") return m.demo_booking_moved();
  if (state.done === "confirmed") return m.demo_booking_confirmed_now();
  const { confirmBy } = state.demo;
  // The deadline on the visitor's own clock: the moment is theirs to keep.
  if (state.demo.status === "tentative" && confirmBy !== undefined) {
    return m.demo_booking_tentative({ time: clockTime(confirmBy) });
  }
  return m.demo_booking_booked();
}

function messageOf(state: LinkState): string {
  switch (state.kind) {
    case "reading":
      return m.demo_booking_reading();
    case "no-link":
      return m.demo_booking_no_link();
    case "unreachable":
      return problemText(state.problem);
    case "demo":
      return demoText(state);
    case "cancelled":
      return m.demo_booking_cancelled_now();
    case "closed":
      return closedText[state.reason]();
  }
}

/** The state an answer that changed nothing leaves: a refusal for good, or the same step with its problem. */
function unchanged(state: Extract<LinkState, { kind: "demo" }>, answer: Exclude<LinkAnswer, { kind: "demo" }>) {
  if (answer.kind === "closed") return { kind: "closed", reason: answer.reason } as const;
  return {
    ...state,
    busy: false,
    problem: answer,
    refusals: answer.kind === "not-free" ? state.refusals + 1 : state.refusals,
  };
}

/**
 * What /demo-booking does with the link in a demo's e-mails (docs/decisions/0026-demo-booking.md):
 * shows the demo, confirms one that waits for it (while the admins require a confirmation from the
 * e-mail), moves it to another free time, or cancels it after asking. The token is in the
 * fragment, which never reaches a server, a log or a Referer, and is read after hydration (the
 * prerendered page has none); the calls carry it in their bodies. Reading the demo changes
 * nothing, so it is asked at once; a change waits for the visitor's press. The message is the
 * prerendered text node, changing its words only, in a box that keeps the shown demo's height
 * (demo-booking.css), so nothing below moves when the demo appears.
 */
export function DemoLink() {
  const [state, setState] = useState<LinkState>({ kind: "reading" });
  const message = useRef<HTMLParagraphElement>(null);
  const moveButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  /** The token of the address now: an answer for an earlier one is dropped. */
  const currentToken = useRef<string | null>(null);
  /** What takes the focus after the next render: the result, or the button that opened a step just closed. */
  const focusNext = useRef<"message" | "move" | "cancel" | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    const element =
      target === "message"
        ? message.current
        : target === "move"
          ? moveButton.current
          : target === "cancel"
            ? cancelButton.current
            : null;
    element?.focus();
  });

  const read = useCallback(async (token: string) => {
    const answer = await callDemoLink("", token);
    if (currentToken.current !== token) return;
    if (answer.kind === "demo") {
      // The visitor is likely to move it: have that step's code ready.
      warmUp(loadMove);
      setState({
        kind: "demo",
        token,
        demo: answer.demo,
        step: "view",
        busy: false,
        done: null,
        problem: null,
        refusals: 0,
      });
    } else if (answer.kind === "closed") {
      // A link that will never work again has nothing more to do in the address (history, bookmarks).
      replaceHash("");
      setState({ kind: "closed", reason: answer.reason });
    } else {
      setState({ kind: "unreachable", token, problem: answer, busy: false });
    }
  }, []);

  const followHash = useCallback(
    (fragment: string) => {
      const token = tokenOfFragment(fragment);
      if (token === null) {
        // Another fragment (the Request a Demo dialog's) leaves an answer as it is.
        setState((current) => (current.kind === "reading" ? { kind: "no-link" } : current));
        return;
      }
      if (token === currentToken.current) return;
      currentToken.current = token;
      setState({ kind: "reading" });
      void read(token);
    },
    [read],
  );
  useHashEffect(followHash);

  const retry = (token: string) => {
    setState((current) => (current.kind === "unreachable" ? { ...current, busy: true } : current));
    void read(token);
  };

  const change = async (
    demoState: Extract<LinkState, { kind: "demo" }>,
    action: "/confirm" | "/move" | "/cancel",
    to?: { date: string; time: string },
  ) => {
    setState({ ...demoState, busy: true });
    const answer = await callDemoLink(action, demoState.token, to);
    if (answer.kind === "demo") {
      if (answer.demo.status === "cancelled") {
        replaceHash("");
        setState({ kind: "cancelled", demo: answer.demo });
      } else {
        const done = action === "/confirm" ? "confirmed" : "moved";
        setState({ ...demoState, demo: answer.demo, step: "view", busy: false, done, problem: null });
      }
      focusNext.current = "message";
      return;
    }
    const next = unchanged(demoState, answer);
    if (next.kind === "closed") {
      replaceHash("");
      focusNext.current = "message";
    }
    setState(next);
  };

  const openStep = (demoState: Extract<LinkState, { kind: "demo" }>, step: "view" | "move" | "cancel") => {
    if (step === "view") focusNext.current = demoState.step === "move" ? "move" : "cancel";
    setState({ ...demoState, step, problem: null });
  };

  return (
    <div className="demo-link" data-state={state.kind}>
      <p ref={message} className="demo-link-message" role="status" tabIndex={-1}>
        {messageOf(state)}
      </p>
      {(state.kind === "demo" || state.kind === "cancelled") && <DemoWhen demo={state.demo} />}
      {state.kind === "demo" && state.demo.status === "tentative" && (
        <ConfirmStep
          busy={state.busy}
          problem={state.problem}
          button={confirmButton}
          onConfirm={() => void change(state, "/confirm")}
        />
      )}
      {state.kind === "demo" && state.demo.status !== "tentative" && state.step === "view" && (
        <div className="demo-link-actions">
          <button
            ref={moveButton}
            type="button"
            className="button button-primary"
            onClick={() => openStep(state, "move")}
          >
            {m.demo_booking_move()}
          </button>
          <button
            ref={cancelButton}
            type="button"
            className="button button-secondary"
            onClick={() => openStep(state, "cancel")}
          >
            {m.demo_booking_cancel()}
          </button>
        </div>
      )}
      {state.kind === "demo" && state.step === "move" && (
        <Suspense>
          <DemoMove
            fromDate={state.demo.date}
            busy={state.busy}
            problem={state.problem}
            refusals={state.refusals}
            onMove={(date, time) => void change(state, "/move", { date, time })}
            onKeep={() => openStep(state, "view")}
          />
        </Suspense>
      )}
      {state.kind === "demo" && state.step === "cancel" && (
        <CancelStep
          busy={state.busy}
          problem={state.problem}
          onCancel={() => void change(state, "/cancel")}
          onKeep={() => openStep(state, "view")}
        />
      )}
      {state.kind === "unreachable" && (
        <button
          type="button"
          className="button button-primary"
          disabled={state.busy}
          onClick={() => retry(state.token)}
        >
          {state.busy ? m.demo_booking_busy() : m.demo_booking_try_again()}
        </button>
      )}
      {(state.kind === "no-link" || state.kind === "cancelled" || state.kind === "closed") && (
        <p>
          <a href={REQUEST_DEMO}>{m.demo_booking_request_new()}</a>
        </p>
      )}
    </div>
  );
}

/**
 * A demo that waits for its visitor's confirmation (the message says until when): the button the
 * e-mail names. Moving and cancelling come once it is confirmed. One button where a booked demo has
 * two, so the box keeps the height it has from the first paint (demo-booking.css).
 */
function ConfirmStep({
  busy,
  problem,
  button,
  onConfirm,
}: {
  readonly busy: boolean;
  readonly problem: LinkProblem | null;
  readonly button: React.RefObject<HTMLButtonElement | null>;
  onConfirm(): void;
}) {
  return (
    <>
      <p className="demo-link-problem" role="status">
        {problem ? problemText(problem) : ""}
      </p>
      <div className="demo-link-actions">
        <button ref={button} type="button" className="button button-primary" disabled={busy} onClick={onConfirm}>
          {busy ? m.demo_booking_busy() : m.demo_booking_confirm()}
        </button>
      </div>
    </>
  );
}

/** The confirming step before a cancel: what it means, and both ways out. */
function CancelStep({
  busy,
  problem,
  onCancel,
  onKeep,
}: {
  readonly busy: boolean;
  readonly problem: LinkProblem | null;
  onCancel(): void;
  onKeep(): void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="demo-link-step" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {m.demo_booking_cancel_heading()}
      </h2>
      <p>{m.demo_booking_cancel_question()}</p>
      <p className="demo-link-problem" role="status">
        {problem ? problemText(problem) : ""}
      </p>
      <div className="demo-link-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={onCancel}>
          {busy ? m.demo_booking_busy() : m.demo_booking_cancel_confirm()}
        </button>
        <button type="button" className="button button-secondary" onClick={onKeep}>
          {m.demo_booking_cancel_keep()}
        </button>
      </div>
    </section>
  );
}
