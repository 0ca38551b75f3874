import {
  INCIDENT_MESSAGE_MAX,
  INCIDENT_STATUSES,
  type IncidentStatus,
  incidentStatusLabels,
} from "@ikey/contracts/status-incidents";
import { FieldProblem, invalidProps } from "../../lib/console/field-problem";

interface FieldProps<Value> {
  /** The control's id; its problem's sentence takes `${id}-problem`. */
  readonly id: string;
  readonly value: Value;
  readonly onChange: (value: Value) => void;
  /** The server's sentence when it refused this field. */
  readonly problem: string | undefined;
}

/** An incident's status, as both the opening form and the update form ask for it. */
export function IncidentStatusField({ id, value, onChange, problem }: FieldProps<IncidentStatus>) {
  return (
    <div className="field">
      <label htmlFor={id}>Status</label>
      <select
        id={id}
        name="status"
        value={value}
        onChange={(event) => onChange(event.target.value as IncidentStatus)}
        {...invalidProps(problem, `${id}-problem`)}
      >
        {INCIDENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {incidentStatusLabels[status]}
          </option>
        ))}
      </select>
      <FieldProblem id={`${id}-problem`} problem={problem} />
    </div>
  );
}

/** An update's message (an opening's message is the incident's first update). */
export function IncidentMessageField({ id, value, onChange, problem }: FieldProps<string>) {
  return (
    <div className="field">
      <label htmlFor={id}>Message</label>
      <textarea
        id={id}
        name="message"
        required
        maxLength={INCIDENT_MESSAGE_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(problem, `${id}-problem`)}
      />
      <FieldProblem id={`${id}-problem`} problem={problem} />
    </div>
  );
}
