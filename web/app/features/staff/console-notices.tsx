import type { StaffNotices } from "@ikey/contracts/console-api-schemas";
import { useEffect, useState } from "react";
import { Link } from "../../components/localized-link";
import { consoleApi } from "../../lib/console/console-api";
import { malaysiaTime } from "../../lib/console/malaysia-time";

type Notice = StaffNotices["notices"][number];

/**
 * What the console tells the signed-in member on their next look (docs/decisions/0032-lead-assignment.md,
 * "Hand-offs stick"): a lead a colleague handed them, with the note, until they mark it read. Read
 * once per screen they open; a failure to read them shows nothing rather than hiding the screen.
 */
export function ConsoleNotices({ screen }: { readonly screen: string }) {
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  useEffect(() => {
    let current = true;
    consoleApi<StaffNotices>("GET", "/notices").then(
      (answer) => current && setNotices(answer.notices),
      () => current && setNotices([]),
    );
    return () => {
      current = false;
    };
  }, [screen]);
  if (notices.length === 0) return null;
  const read = async (id: number) => {
    await consoleApi("POST", `/notices/${id}/read`).catch(() => {});
    setNotices((shown) => shown.filter((notice) => notice.id !== id));
  };
  return (
    <section aria-labelledby="console-notices-title" className="console-panel">
      <h2 id="console-notices-title">Handed to you</h2>
      <ul>
        {notices.map((notice) => (
          <li key={notice.id}>
            <p>
              {notice.from} handed you{" "}
              {notice.leadId === null ? (
                "a lead"
              ) : (
                <Link to={`/staff/leads/${notice.leadId}`}>lead {notice.leadId}</Link>
              )}{" "}
              on {malaysiaTime(notice.at)} (Malaysia time).
            </p>
            {notice.note && <blockquote>{notice.note}</blockquote>}
            <button type="button" className="button button-secondary" onClick={() => void read(notice.id)}>
              Mark read
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
