import type { InboxOptions } from "@ikey/contracts/console-api-schemas";

/** The members a lead can go to, as a select's options (after the select's own first choice). */
export function AssigneeOptions({ options }: { readonly options: InboxOptions | null }) {
  return options?.assignees.map((member) => (
    <option key={member.id} value={member.id}>
      {member.email}
    </option>
  ));
}
