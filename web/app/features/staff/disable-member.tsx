import type { MemberHandover, StaffMember } from "@ikey/contracts/console-api-schemas";
import { type LeadStatus, leadStatusLabels } from "@ikey/contracts/lead-inbox";
import { mayOpen } from "@ikey/contracts/staff";
import { useRef, useState } from "react";
import { Modal } from "../../components/ui/modal";
import { consoleApi } from "../../lib/console/console-api";
import { malaysiaTime } from "../../lib/console/malaysia-time";

/** Where the leaving member's leads and demos go, as the disable route takes it. */
export type ReassignTo = number | "round-robin";

/**
 * Disabling a member, after a confirmation that lists their open leads and demos to come and asks
 * where they go: a chosen colleague who may take leads, or the round robin. Nothing stays on a
 * disabled member (docs/decisions/0015-staff-console.md, "Leaving and returning").
 */
export function DisableMember({
  member,
  members,
  busy,
  onDisable,
}: {
  readonly member: StaffMember;
  readonly members: readonly StaffMember[];
  readonly busy: boolean;
  readonly onDisable: (reassignTo: ReassignTo) => void;
}) {
  const [open, setOpen] = useState(false);
  const [handover, setHandover] = useState<MemberHandover | null>(null);
  const [failed, setFailed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const successors = members.filter(
    (other) => other.id !== member.id && other.status === "active" && mayOpen(other.role, "leads"),
  );
  const show = () => {
    setOpen(true);
    setHandover(null);
    setFailed(false);
    consoleApi<MemberHandover>("GET", `/members/${member.id}/handover`).then(setHandover, () => setFailed(true));
  };
  const confirm = (values: FormData) => {
    const chosen = String(values.get("reassign-to"));
    onDisable(chosen === "round-robin" ? chosen : Number(chosen));
    setOpen(false);
  };
  const selectId = `reassign-${member.id}`;
  return (
    <>
      <button ref={opener} type="button" className="button button-secondary" disabled={busy} onClick={show}>
        Disable
      </button>
      <Modal
        id={`disable-${member.id}`}
        title={`Disable ${member.email}?`}
        description="They are signed out at once. Their open leads and demos to come go to the member you choose, or to the round robin; each visitor gets a new invitation from their new host."
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={opener.current}
      >
        {failed && <p role="alert">Their leads and demos could not be read. Close this and try again.</p>}
        {!handover && !failed && <p>Reading their leads and demos…</p>}
        {handover && (
          <form
            className="console-form"
            onSubmit={(event) => {
              event.preventDefault();
              confirm(new FormData(event.currentTarget));
            }}
          >
            <HandoverLists handover={handover} />
            <div className="field">
              <label htmlFor={selectId}>Hand them to</label>
              <select id={selectId} name="reassign-to" defaultValue="round-robin">
                <option value="round-robin">The round robin (whoever is on duty and free)</option>
                {successors.map((other) => (
                  <option key={other.id} value={other.id}>
                    {other.email}
                  </option>
                ))}
              </select>
            </div>
            <div className="console-actions">
              <button type="submit" className="button button-primary" disabled={busy}>
                Disable and hand over
              </button>
              <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
                Keep them
              </button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}

function HandoverLists({ handover }: { readonly handover: MemberHandover }) {
  const { leads, demos } = handover;
  const more = (total: number, listed: number) => (total > listed ? <p>and {total - listed} more</p> : null);
  return (
    <>
      <h3>{leads.total === 0 ? "No open leads" : `${leads.total} open ${leads.total === 1 ? "lead" : "leads"}`}</h3>
      {leads.listed.length > 0 && (
        <ul>
          {leads.listed.map((lead) => (
            <li key={lead.id}>
              <a href={`/staff/leads/${lead.id}`}>{lead.who}</a>,{" "}
              {leadStatusLabels[lead.status as LeadStatus] ?? lead.status}
            </li>
          ))}
        </ul>
      )}
      {more(leads.total, leads.listed.length)}
      <h3>
        {demos.total === 0 ? "No demos to come" : `${demos.total} ${demos.total === 1 ? "demo" : "demos"} to come`}
      </h3>
      {demos.listed.length > 0 && (
        <ul>
          {demos.listed.map((demo) => (
            <li key={demo.id}>
              {malaysiaTime(demo.startsAt)} (Malaysia time): <a href={`/staff/leads/${demo.leadId}`}>{demo.centre}</a>
            </li>
          ))}
        </ul>
      )}
      {more(demos.total, demos.listed.length)}
    </>
  );
}
