import type { StaffMember } from "@ikey/contracts/console-api-schemas";
import { STAFF_ROLES, type StaffRole, staffRoleLabels } from "@ikey/contracts/staff";
import { type FormEvent, useState } from "react";
import { consoleApi } from "../../lib/console/console-api";
import { ActionOutcome, outcomeOf, type ScreenOutcome } from "../../lib/console/console-outcome";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import { screenData } from "../../lib/console/screen-data";
import { TableRegion } from "../../lib/console/table-region";
import { type ScreenAction, useConsoleSubmit } from "../../lib/console/use-console-submit";
import { DisableMember, type ReassignTo } from "./disable-member";

/** The members, as the staff admin screen's route loads them. */
export const loadMembers = () =>
  screenData(async () => (await consoleApi<{ members: StaffMember[] }>("GET", "/members")).members);

type MembersAction =
  | { intent: "invite"; email: string; role: string }
  | { intent: "role"; id: number; email: string; role: StaffRole }
  | { intent: "end-sessions" | "enable"; id: number; email: string }
  | { intent: "disable"; id: number; email: string; reassignTo: ReassignTo };

/** The staff admin screen's actions, as its route's clientAction runs them. */
export function changeMembers(action: MembersAction): Promise<ScreenOutcome<{ link?: string }>> {
  switch (action.intent) {
    case "invite":
      return outcomeOf(
        action.intent,
        () => consoleApi<{ link: string }>("POST", "/members", { email: action.email, role: action.role }),
        `Invitation e-mailed to ${action.email}.`,
      );
    case "role":
      return outcomeOf(
        action.intent,
        () => consoleApi("POST", `/members/${action.id}/role`, { role: action.role }),
        `${action.email} is now ${staffRoleLabels[action.role]}.`,
      );
    case "end-sessions":
      return outcomeOf(
        action.intent,
        () => consoleApi("POST", `/members/${action.id}/end-sessions`),
        `${action.email} is signed out everywhere.`,
      );
    case "disable":
      return outcomeOf(
        action.intent,
        () => consoleApi("POST", `/members/${action.id}/disable`, { reassignTo: action.reassignTo }),
        `${action.email} is disabled; their leads and demos are handed over.`,
      );
    case "enable":
      return outcomeOf(
        action.intent,
        () => consoleApi("POST", `/members/${action.id}/enable`),
        `${action.email} is enabled again.`,
      );
  }
}

/** Staff admin: who is in the console, with what role and factor, and inviting, changing, disabling (with a hand-over), enabling, signing out. */
export function MembersAdmin({
  members,
  outcome,
}: {
  readonly members: readonly StaffMember[];
  readonly outcome: ScreenOutcome<{ link?: string }> | undefined;
}) {
  const { send, busy } = useConsoleSubmit();
  const invited = outcome?.intent === "invite" && outcome.ok ? outcome : undefined;

  const invite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    void send({ intent: "invite", email: String(values.get("email")), role: String(values.get("role")) });
  };

  return (
    <section aria-labelledby="members-title">
      <h1 id="members-title">Staff</h1>
      <ActionOutcome outcome={busy ? null : (outcome ?? null)} />
      {invited?.data?.link && (
        <p className="console-note">
          The link also works if you pass it on yourself, once, for 24 hours:{" "}
          <code className="invitation-link">{invited.data.link}</code>
        </p>
      )}
      {/* Keyed by the last invitation sent: the form starts empty again once one went through. */}
      <form className="console-inline-form" key={invited?.serial} onSubmit={invite} aria-label="Invite a member">
        <div className="field">
          <label htmlFor="invite-email">E-mail</label>
          <input id="invite-email" name="email" type="email" required />
        </div>
        <div className="field">
          <label htmlFor="invite-role">Role</label>
          <select id="invite-role" name="role" defaultValue="sales">
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {staffRoleLabels[role]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          Invite
        </button>
      </form>
      <TableRegion label="Staff members">
        <table className="console-table">
          <caption className="visually-hidden">Staff members</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">State</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">Second factor</th>
              <th scope="col">Sessions</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <MemberRow key={`${member.id}-${member.role}`} member={member} members={members} busy={busy} act={send} />
            ))}
          </tbody>
        </table>
      </TableRegion>
    </section>
  );
}

function MemberRow({
  member,
  members,
  busy,
  act,
}: {
  readonly member: StaffMember;
  readonly members: readonly StaffMember[];
  readonly busy: boolean;
  readonly act: (action: MembersAction & ScreenAction) => unknown;
}) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const roleId = `role-${member.id}`;
  const { id, email } = member;
  return (
    <tr>
      <th scope="row">{member.email}</th>
      <td>
        <label className="visually-hidden" htmlFor={roleId}>
          Role of {member.email}
        </label>
        <select id={roleId} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
          {STAFF_ROLES.map((option) => (
            <option key={option} value={option}>
              {staffRoleLabels[option]}
            </option>
          ))}
        </select>
        {role !== member.role && (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => act({ intent: "role", id, email, role })}
          >
            Save role
          </button>
        )}
      </td>
      <td>{member.status}</td>
      <td>{member.lastSignInAt === null ? "Never" : malaysiaTime(member.lastSignInAt)}</td>
      <td>{member.secondFactor ? "Enrolled" : "Not yet"}</td>
      <td>{member.sessions}</td>
      <td className="console-row-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={busy || member.sessions === 0}
          onClick={() => act({ intent: "end-sessions", id, email })}
        >
          End sessions
        </button>
        {/* One who never finished enrolling has no account to enable: a new invitation brings them in. */}
        {(member.status === "invited" || (member.status === "disabled" && !member.secondFactor)) && (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => act({ intent: "invite", email, role: member.role })}
          >
            Invite again
          </button>
        )}
        {member.status === "disabled" ? (
          member.secondFactor && (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => act({ intent: "enable", id, email })}
            >
              Enable
            </button>
          )
        ) : (
          <DisableMember
            member={member}
            members={members}
            busy={busy}
            onDisable={(reassignTo) => act({ intent: "disable", id, email, reassignTo })}
          />
        )}
      </td>
    </tr>
  );
}
