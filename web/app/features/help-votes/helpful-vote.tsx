import { HELP_COMMENT_MAX } from "@ikey/contracts/help-votes";
import { HONEYPOT_FIELD } from "@ikey/contracts/validation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Honeypot } from "../../forms/honeypot";
import * as m from "../../paraglide/messages.js";
import { hasAnswered, sendVote, type VoteOutcome } from "./send-vote";

type VoteState = "asking" | "sending" | VoteOutcome;

/**
 * "Was this helpful?" at the end of a help article: Yes or No, an optional comment, and Send.
 * One answer per visitor and article (the server holds it); a visitor who already answered is told so.
 */
export function HelpfulVote({ article }: { readonly article: string }) {
  const id = useId();
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [state, setState] = useState<VoteState>("asking");
  // The answer replaces the form and its Send button, which had focus: focus moves to the answer.
  const answer = useRef<HTMLParagraphElement>(null);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (sent) answer.current?.focus();
  }, [sent]);

  // After hydration: the prerendered page asks everyone.
  useEffect(() => {
    setHelpful(null);
    setState(hasAnswered(article) ? "already" : "asking");
  }, [article]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (helpful === null) return;
    const form = new FormData(event.currentTarget);
    setState("sending");
    const outcome = await sendVote({
      article,
      helpful,
      comment: String(form.get("comment") ?? ""),
      honeypot: String(form.get(HONEYPOT_FIELD) ?? ""),
    });
    setState(outcome);
    setSent(outcome !== "failed");
  };

  const answered = state === "counted" || state === "already";
  return (
    <section className="helpful-vote" aria-labelledby={`${id}-question`} data-pagefind-ignore="">
      {answered ? (
        <>
          <h2 id={`${id}-question`} className="visually-hidden">
            {m.help_vote_question()}
          </h2>
          <p ref={answer} tabIndex={-1} className="helpful-vote-answer" role="status">
            {state === "counted" ? m.help_vote_thanks() : m.help_vote_already()}
          </p>
        </>
      ) : (
        <>
          {/* Yes and No only choose; the form, with its Send button, appears once one is chosen. */}
          <fieldset>
            <legend id={`${id}-question`}>{m.help_vote_question()}</legend>
            <div className="helpful-vote-choices">
              {[true, false].map((choice) => (
                <button
                  key={String(choice)}
                  type="button"
                  className="button"
                  aria-pressed={helpful === choice}
                  onClick={() => setHelpful(choice)}
                >
                  {choice ? m.help_vote_yes() : m.help_vote_no()}
                </button>
              ))}
            </div>
          </fieldset>
          {helpful !== null && (
            <form onSubmit={onSubmit}>
              <label htmlFor={`${id}-comment`}>{m.help_vote_comment_label()}</label>
              <textarea id={`${id}-comment`} name="comment" maxLength={HELP_COMMENT_MAX} rows={3} />
              <Honeypot />
              <button type="submit" className="button button-primary" disabled={state === "sending"}>
                {state === "sending" ? m.help_vote_sending() : m.help_vote_send()}
              </button>
            </form>
          )}
          <p className="helpful-vote-answer" role="status">
            {state === "failed" ? m.help_vote_failed() : ""}
          </p>
        </>
      )}
    </section>
  );
}
