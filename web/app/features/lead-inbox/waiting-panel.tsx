import type { LeadAssignment, WaitingLeads } from "@ikey/contracts/console-api-schemas";
import { businessDuration } from "@ikey/contracts/first-response";
import { mayOpen } from "@ikey/contracts/staff";
import { Link } from "../../components/localized-link";
import { useConsole } from "../../lib/console/staff-session";
import { TableRegion } from "../../lib/console/table-region";
import { LeadAssignmentForm } from "./lead-assignment-form";
import { ResponseTargetForm } from "./response-target-form";

/**
 * Each member's leads still waiting for a first contact (nobody's first): how many, how many have
 * waited past the target, and the longest wait, in business hours. Each row opens that member's
 * waiting leads, longest waiting first. Admins set the target here, and how new leads are
 * assigned (docs/decisions/0032-lead-assignment.md).
 */
export function WaitingPanel({
  waiting,
  assignment,
}: {
  readonly waiting: WaitingLeads;
  readonly assignment: LeadAssignment;
}) {
  const { session } = useConsole();
  const target = businessDuration(waiting.targetMinutes);
  return (
    <section aria-labelledby="waiting-title" className="console-panel">
      <h2 id="waiting-title">Waiting for a first contact</h2>
      <p>
        Target: {target}. Business hours only: Monday to Friday, 9 a.m. to 7 p.m. Malaysia time, without public
        holidays.
      </p>
      <p>
        {assignment.mode === "automatic"
          ? "New leads go round robin to the sales members on duty; a lead still unanswered past the target is offered once to the next member."
          : "New leads are assigned by hand only."}
      </p>
      {waiting.members.length === 0 ? (
        <p>No lead is waiting for a first contact.</p>
      ) : (
        <TableRegion label="Waiting leads by member">
          <table className="console-table waiting-table">
            <caption className="visually-hidden">Leads waiting for a first contact, by member</caption>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Waiting</th>
                <th scope="col">Past the target</th>
                <th scope="col">Longest wait</th>
              </tr>
            </thead>
            <tbody>
              {waiting.members.map((row) => (
                <tr key={row.assignee?.id ?? "none"}>
                  <th scope="row">
                    <Link to={`/staff/leads?assignee=${row.assignee?.id ?? "none"}&sort=waiting`}>
                      {row.assignee?.email ?? "Not assigned"}
                    </Link>
                  </th>
                  <td>{row.open}</td>
                  <td>{row.overTarget}</td>
                  <td>{businessDuration(row.longestWaitMinutes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {session && mayOpen(session.role, "response-target") && <ResponseTargetForm saved={waiting.targetMinutes} />}
      {session && mayOpen(session.role, "lead-assignment") && <LeadAssignmentForm saved={assignment.mode} />}
    </section>
  );
}
