import { CONFIRM_WITHIN_MINUTES, type DemoSettings } from "@ikey/contracts/demo-booking";
import { DEMO_RULE_BOUNDS, demoRulesSchema, HOURS_STEP_MINUTES } from "@ikey/contracts/demo-booking-hours";
import { type FormEvent, useEffect, useState } from "react";
import { ActionOutcome } from "../../lib/console/console-outcome";
import { useConsoleFetcher } from "../../lib/console/use-console-submit";
import * as m from "../../paraglide/messages.js";
import { controlFor, type FieldProblem, firstIssue, focusProblem, ProblemText, problemOf } from "./demo-hours-problems";

const FORM = "demo-rules";

/** The rules given as numbers; the confirmation from the e-mail is a switch of its own. */
type NumberRule = Exclude<keyof DemoSettings, "confirmByEmail">;

const rules: readonly { readonly name: NumberRule; readonly label: string; readonly unit: string }[] = [
  { name: "lengthMinutes", label: "Demo length", unit: "minutes" },
  { name: "bufferMinutes", label: "Buffer between demos", unit: "minutes" },
  { name: "startEveryMinutes", label: "Start times every", unit: "minutes" },
  { name: "noticeMinutes", label: "Minimum notice", unit: "minutes" },
  { name: "horizonDays", label: "How far ahead visitors can book", unit: "days" },
];

/** The admins' booking rules, for every sales member: they change the slots visitors are offered at once. */
export function DemoRulesForm({ saved }: { readonly saved: DemoSettings }) {
  const [values, setValues] = useState<Record<NumberRule, string>>(() => ({
    lengthMinutes: String(saved.lengthMinutes),
    bufferMinutes: String(saved.bufferMinutes),
    startEveryMinutes: String(saved.startEveryMinutes),
    noticeMinutes: String(saved.noticeMinutes),
    horizonDays: String(saved.horizonDays),
  }));
  const [confirmByEmail, setConfirmByEmail] = useState(saved.confirmByEmail);
  const [checked, setChecked] = useState<FieldProblem | null>(null);
  const { send, busy, outcome } = useConsoleFetcher<DemoSettings>();
  const problem = checked ?? problemOf(outcome);
  useEffect(() => focusProblem(FORM, problemOf(outcome)), [outcome]);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const numbers = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, value.trim() === "" ? Number.NaN : Number(value)]),
    );
    const parsed = demoRulesSchema.safeParse({ ...numbers, confirmByEmail });
    if (!parsed.success) {
      const found = firstIssue(parsed.error.issues) ?? { message: "Check the rules." };
      setChecked(found);
      focusProblem(FORM, found);
      return;
    }
    setChecked(null);
    void send({ intent: "rules", ...parsed.data });
  };

  return (
    <section aria-labelledby={`${FORM}-title`} className="console-panel">
      <h2 id={`${FORM}-title`}>Booking rules</h2>
      <p>For every sales member. Visitors are offered the new slots as soon as they are saved.</p>
      <ActionOutcome outcome={problem ? { ok: false, ...problem } : outcome} />
      <form className="console-inline-form" onSubmit={save} noValidate aria-labelledby={`${FORM}-title`}>
        {rules.map((rule) => {
          const control = controlFor(FORM, rule.name, problem);
          const bounds = DEMO_RULE_BOUNDS[rule.name];
          return (
            <div className="field" key={rule.name}>
              <label htmlFor={control.id}>
                {rule.label} ({rule.unit})
              </label>
              <input
                id={control.id}
                type="number"
                inputMode="numeric"
                min={bounds.min}
                max={bounds.max}
                step={rule.unit === "minutes" ? HOURS_STEP_MINUTES : 1}
                value={values[rule.name]}
                onChange={(event) => setValues({ ...values, [rule.name]: event.target.value })}
                {...control.invalidProps}
              />
              <ProblemText id={control.problemId} problem={control.problem} />
            </div>
          );
        })}
        <div className="field field-whole-row">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={confirmByEmail}
              aria-describedby={`${FORM}-confirm-hint`}
              onChange={(event) => setConfirmByEmail(event.target.checked)}
            />
            <span>{m.demo_booking_rule_confirm()}</span>
          </label>
          <p id={`${FORM}-confirm-hint`} className="demo-hours-hint">
            {m.demo_booking_rule_confirm_hint({ minutes: CONFIRM_WITHIN_MINUTES })}
          </p>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? "Saving…" : "Save booking rules"}
        </button>
      </form>
    </section>
  );
}
