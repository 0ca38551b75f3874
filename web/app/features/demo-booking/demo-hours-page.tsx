import type { DemoHours } from "@ikey/contracts/console-api-schemas";
import { useState } from "react";
import { useConsole } from "../../lib/console/staff-session";
import { DemoDaysOff } from "./demo-hours-days-off";
import { DemoRulesForm } from "./demo-hours-rules-form";
import { DemoWeekForm } from "./demo-hours-week-form";
import { minutesInWords } from "./demo-hours-wording";

/**
 * The console's demo hours: a sales member's own week, days off and whether they take demos; an
 * admin chooses any active sales member to set theirs (with their daily maximum) and sets the
 * booking rules. The server checks every call's role as well.
 */
export function DemoHoursPage({ hours }: { readonly hours: DemoHours }) {
  const { session } = useConsole();
  const byAdmin = session?.role === "admin";
  const [chosen, setChosen] = useState(hours.members[0]?.id);
  const member = hours.members.find((candidate) => candidate.id === chosen) ?? hours.members[0];
  const { rules } = hours;
  return (
    <section aria-labelledby="demo-hours-title">
      <h1 id="demo-hours-title">Demo hours</h1>
      <p>
        Each demo lasts {minutesInWords(rules.lengthMinutes)}
        {rules.bufferMinutes > 0 && `, with ${minutesInWords(rules.bufferMinutes)} between demos`}. Visitors book at
        least {minutesInWords(rules.noticeMinutes)} ahead and at most {minutesInWords(rules.horizonDays * 24 * 60)}{" "}
        ahead. Public holidays have no demos.
      </p>
      {byAdmin && hours.members.length > 0 && (
        <div className="field demo-hours-member">
          <label htmlFor="demo-hours-member">Sales member</label>
          <select id="demo-hours-member" value={member?.id} onChange={(event) => setChosen(Number(event.target.value))}>
            {hours.members.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.email}
                {candidate.takesDemos ? "" : " (takes no demos)"}
              </option>
            ))}
          </select>
        </div>
      )}
      {member ? (
        <>
          {/* Keyed by the member: choosing another starts each form from their saved values. */}
          <DemoWeekForm key={`week-${member.id}`} member={member} defaults={hours.defaults} byAdmin={byAdmin} />
          <DemoDaysOff key={`off-${member.id}`} member={member} today={hours.today} byAdmin={byAdmin} />
        </>
      ) : (
        <p>
          There are no active sales members yet: a new one takes demos in the default hours from their first sign-in.
        </p>
      )}
      {byAdmin && <DemoRulesForm saved={rules} />}
    </section>
  );
}
