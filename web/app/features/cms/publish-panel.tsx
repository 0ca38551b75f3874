import type { CmsText } from "@ikey/contracts/cms-api-schemas";
import type { Language } from "@ikey/contracts/languages";
import { type FormEvent, useEffect, useId, useState } from "react";
import { ActionOutcome, type ScreenOutcome } from "../../lib/console/console-outcome";
import { FieldProblem, invalidProps } from "../../lib/console/field-problem";
import { clockTime, malaysiaDayOf, malaysiaTime } from "../../lib/console/malaysia-time";
import { useConsole } from "../../lib/console/staff-session";
import type { useConsoleFetcher } from "../../lib/console/use-console-submit";
import type { CmsItemAction } from "./cms-data";
import { languageName } from "./cms-kinds";
import { stateLabel } from "./text-state";

type Action = ReturnType<typeof useConsoleFetcher>;

/** A Malaysian date and time typed as two fields, sent as the server takes them: "YYYY-MM-DDTHH:MM". */
interface When {
  readonly date: string;
  readonly time: string;
}
const blank: When = { date: "", time: "" };
const whenOf = (at: number | null, now = Date.now()): When =>
  at === null || at <= now ? blank : { date: malaysiaDayOf(at), time: clockTime(at) };
const sent = (when: When) => (when.date && when.time ? `${when.date}T${when.time}` : null);

/** The server's sentence for a time it refused, when this form sent it. */
function timeProblem(outcome: ScreenOutcome | undefined, intent: string, fields: readonly string[]) {
  if (outcome?.ok !== false || outcome.intent !== intent || !outcome.field) return undefined;
  return fields.includes(outcome.field) ? outcome.message : undefined;
}

/** A date and a time, in Malaysia time, as one group of fields; `required` when the time must be given. */
function WhenFields({
  id,
  legend,
  value,
  onChange,
  required,
  problem,
}: {
  readonly id: string;
  readonly legend: string;
  readonly value: When;
  readonly onChange: (value: When) => void;
  readonly required: boolean;
  readonly problem: string | undefined;
}) {
  const invalid = invalidProps(problem, `${id}-problem`);
  return (
    <fieldset className="console-fieldset cms-when">
      <legend>{legend} (Malaysia time)</legend>
      <div className="field">
        <label htmlFor={`${id}-date`}>Date</label>
        <input
          id={`${id}-date`}
          type="date"
          required={required}
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
          {...invalid}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-time`}>Time</label>
        <input
          id={`${id}-time`}
          type="time"
          required={required}
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
          {...invalid}
        />
      </div>
      <FieldProblem id={`${id}-problem`} problem={problem} />
    </fieldset>
  );
}

/** Where the text stands on the site: its state, when it comes down, changes not yet published. */
function Standing({ text }: { readonly text: CmsText }) {
  const live = text.state === "published" || text.state === "scheduled";
  return (
    <ul className="cms-standing">
      <li>
        <strong>{stateLabel(text)}</strong>
        {text.state === "scheduled" && " (Malaysia time)"}
      </li>
      {live && text.unpublishAt !== null && <li>Comes down at {malaysiaTime(text.unpublishAt)} (Malaysia time).</li>}
      {live && text.scheduledChanges && (
        <li>
          The changes go live at {malaysiaTime(text.scheduledChanges.at)} (Malaysia time)
          {text.scheduledChanges.editedSince
            ? "; the draft has been changed since, and those changes are not in them."
            : "."}
        </li>
      )}
      {live && text.unpublishedChanges && !text.scheduledChanges && (
        <li>The draft has changes that are not published yet.</li>
      )}
      {text.firstPublishedAt !== null && <li>First published {malaysiaTime(text.firstPublishedAt)}.</li>}
    </ul>
  );
}

/**
 * Publishing the open language, and only it (issue 52, point 3): now, on a schedule (and
 * optionally taken down at a time), taken down now or at a time; with approval on, a publication
 * waits until another member approves or declines it, and its asker may withdraw it. The draft is
 * saved first (`beforeAction`), so what goes live is what the member sees. Refused times are named
 * at their fields; refused words (a title to write, an address taken) at the text's fields above.
 */
export function PublishPanel({
  language,
  text,
  action,
  beforeAction,
  disabled,
}: {
  readonly language: Language;
  readonly text: CmsText;
  readonly action: Action;
  /** Saves what was typed; false when it could not be (a conflict to resolve first). */
  readonly beforeAction: () => Promise<boolean>;
  readonly disabled: boolean;
}) {
  const { session } = useConsole();
  const { send, busy, outcome } = action;
  const [open, setOpen] = useState<"schedule" | "unpublish" | null>(null);
  const [publishAt, setPublishAt] = useState<When>(() =>
    whenOf(text.state === "scheduled" ? text.publishAt : (text.scheduledChanges?.at ?? null)),
  );
  const [until, setUntil] = useState<When>(() => whenOf(text.unpublishAt));
  const [unpublishAt, setUnpublishAt] = useState<When>(blank);
  const id = useId();
  const headingId = `${id}-heading`;
  const live = text.state === "published" || text.state === "scheduled";
  // A published text schedules its changes: what is live stays until their time.
  const schedulable = text.state !== "published" || text.unpublishedChanges;
  const requester = text.approvalRequestedBy;
  // The session names no member id: the asker is known by the name the server gives them.
  const askedByMe = requester !== null && session !== null && requester.id === session.id;

  const run = async (next: CmsItemAction) => {
    if (await beforeAction()) await send(next);
  };
  const publishNow = () => void run({ intent: "publish", language, at: null, until: null });
  const schedule = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run({ intent: "publish", language, at: sent(publishAt), until: sent(until) });
  };
  const unpublishLater = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run({ intent: "unpublish", language, at: sent(unpublishAt) });
  };
  const toggle = (which: "schedule" | "unpublish") => setOpen((shown) => (shown === which ? null : which));
  // Done: the times' form closes, the outcome above saying what was done.
  const [answered, setAnswered] = useState(outcome);
  if (outcome !== answered) {
    setAnswered(outcome);
    if (outcome?.ok) setOpen(null);
  }
  // A time refused: the keyboard goes to its date.
  useEffect(() => {
    const refused =
      timeProblem(outcome, "publish", ["at"]) !== undefined
        ? `${id}-at`
        : timeProblem(outcome, "publish", ["until"]) !== undefined
          ? `${id}-until`
          : timeProblem(outcome, "unpublish", ["at", "until"]) !== undefined
            ? `${id}-down`
            : null;
    if (refused) document.getElementById(`${refused}-date`)?.focus();
  }, [outcome, id]);
  const off = disabled || busy;

  return (
    <section className="console-panel cms-publish" aria-labelledby={headingId}>
      <h3 id={headingId}>Publishing {languageName(language)}</h3>
      <Standing text={text} />
      {requester && (
        <div className="cms-approval">
          <p>
            <span className="cms-mark">Awaiting approval</span> {askedByMe ? "You asked" : `${requester.name} asked`} to
            publish this; it goes live once another member approves it.
          </p>
          <div className="console-actions">
            {askedByMe ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={off}
                onClick={() => void send({ intent: "decline", language, withdraw: true })}
              >
                Withdraw the request
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className="button button-primary"
                  disabled={off}
                  onClick={() => void run({ intent: "approve", language })}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={off}
                  onClick={() => void send({ intent: "decline", language, withdraw: false })}
                >
                  Decline
                </button>
              </>
            )}
          </div>
        </div>
      )}
      <ActionOutcome outcome={outcome} />
      <div className="console-actions">
        <button type="button" className="button button-primary" disabled={off} onClick={publishNow}>
          {busy
            ? "Working…"
            : text.state === "published" && text.unpublishedChanges
              ? "Publish the changes now"
              : "Publish now"}
        </button>
        {schedulable && (
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={open === "schedule"}
            aria-controls={`${id}-schedule`}
            disabled={disabled}
            onClick={() => toggle("schedule")}
          >
            {text.state === "published" ? "Schedule the changes…" : "Schedule…"}
          </button>
        )}
        {text.scheduledChanges && (
          <button
            type="button"
            className="button button-secondary"
            disabled={off}
            onClick={() => void send({ intent: "cancel-changes", language })}
          >
            Cancel the scheduled changes
          </button>
        )}
        {live && (
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={open === "unpublish"}
            aria-controls={`${id}-unpublish`}
            disabled={disabled}
            onClick={() => toggle("unpublish")}
          >
            Unpublish…
          </button>
        )}
      </div>
      {open === "schedule" && schedulable && (
        <form id={`${id}-schedule`} className="console-form cms-schedule" onSubmit={schedule} aria-label="Schedule">
          <WhenFields
            id={`${id}-at`}
            legend={text.state === "published" ? "Publish the changes at" : "Publish at"}
            value={publishAt}
            onChange={setPublishAt}
            required
            problem={timeProblem(outcome, "publish", ["at"])}
          />
          <WhenFields
            id={`${id}-until`}
            legend="Take it down at, if it is for a time only"
            value={until}
            onChange={setUntil}
            required={until.date !== "" || until.time !== ""}
            problem={timeProblem(outcome, "publish", ["until"])}
          />
          <div className="console-actions">
            <button type="submit" className="button button-primary" disabled={off}>
              Schedule
            </button>
          </div>
        </form>
      )}
      {open === "unpublish" && live && (
        <div id={`${id}-unpublish`} className="cms-unpublish">
          <p>Unpublished, its address tells readers the page is gone; the text stays here as a draft.</p>
          <div className="console-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={off}
              onClick={() => void send({ intent: "unpublish", language, at: null })}
            >
              Unpublish now
            </button>
          </div>
          <form className="console-form" onSubmit={unpublishLater} aria-label="Unpublish at a time">
            <WhenFields
              id={`${id}-down`}
              legend="Or unpublish at"
              value={unpublishAt}
              onChange={setUnpublishAt}
              required
              problem={timeProblem(outcome, "unpublish", ["at", "until"])}
            />
            <div className="console-actions">
              <button type="submit" className="button button-secondary" disabled={off}>
                Unpublish at this time
              </button>
            </div>
          </form>
        </div>
      )}
    </section>
  );
}
