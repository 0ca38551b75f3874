import type { StaffMember } from "@ikey/contracts/console-api-schemas";
import { STAFF_ROLES, type StaffRole, staffRoleLabels } from "@ikey/contracts/staff";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { consoleApi } from "../../lib/console/console-api";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import { ActionOutcome, useConsoleAction } from "../../lib/console/use-console-action";

/** Staff admin: who is in the console, with what role and factor, and inviting, changing, disabling, signing out. */
export function MembersAdmin() {
  const [members, setMembers] = useState<StaffMember[] | null>(null);
  const [link, setLink] = useState("");
  const { busy, outcome, run } = useConsoleAction();
  const load = useCallback(
    () => consoleApi<{ members: StaffMember[] }>("GET", "/members").then(({ members }) => setMembers(members)),
    [],
  );
  useEffect(() => {
    load().catch(() => setMembers([]));
  }, [load]);

  const act = async (action: () => Promise<unknown>, done: string) => {
    if (await run(action, done)) await load();
  };

  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const body = { email: String(values.get("email")), role: String(values.get("role")) };
    await act(async () => {
      const invited = await consoleApi<{ link: string }>("POST", "/members", body);
      setLink(invited.link);
      form.reset();
    }, `Invitation e-mailed to ${body.email}.`);
  };

  return (
    <section aria-labelledby="members-title">
      <h1 id="members-title">Staff</h1>
      <ActionOutcome outcome={outcome} />
      {link && (
        <p className="console-note">
          The link also works if you pass it on yourself, once, for 24 hours:{" "}
          <code className="invitation-link">{link}</code>
        </p>
      )}
      <form className="console-inline-form" onSubmit={invite} aria-label="Invite a member">
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
      <div className="console-table-wrap">
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
            {(members ?? []).map((member) => (
              <MemberRow key={member.id} member={member} busy={busy} act={act} />
            ))}
          </tbody>
        </table>
      </div>
      {members === null && <p>Loading…</p>}
    </section>
  );
}

function MemberRow({
  member,
  busy,
  act,
}: {
  readonly member: StaffMember;
  readonly busy: boolean;
  readonly act: (action: () => Promise<unknown>, done: string) => Promise<void>;
}) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const roleId = `role-${member.id}`;
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
            onClick={() =>
              act(
                () => consoleApi("POST", `/members/${member.id}/role`, { role }),
                `${member.email} is now ${staffRoleLabels[role]}.`,
              )
            }
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
          onClick={() =>
            act(
              () => consoleApi("POST", `/members/${member.id}/end-sessions`),
              `${member.email} is signed out everywhere.`,
            )
          }
        >
          End sessions
        </button>
        {member.status !== "disabled" && (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() =>
              act(() => consoleApi("POST", `/members/${member.id}/disable`), `${member.email} is disabled.`)
            }
          >
            Disable
          </button>
        )}
      </td>
    </tr>
  );
}
