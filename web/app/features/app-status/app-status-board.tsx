import type { StatusGroupId } from "@ikey/contracts/status-history";
import { useCallback, useEffect, useState } from "react";
import { onDemand } from "../../lib/on-demand";
import { groupTitle } from "../../lib/status-group-titles";
import * as m from "../../paraglide/messages.js";
import { startChecks, takeEarlyRun } from "./run-checks";
import "./start-first-run";
import {
  CHECKING,
  checkerRow,
  fromResult,
  functionRow,
  NO_RESULT,
  type RowState,
  rowLabels,
  rowText,
  statusGroups,
  type Target,
} from "./status-groups";

type Board = RowState[][];

const allChecking = (): Board => statusGroups.map(() => rowLabels().map(() => CHECKING));

// Test Again's minimum "Checking" time and the "Last checked at" words: needed only once a run has
// ended, so they load then, after hydration (test-again.ts).
const loadTestAgain = onDemand(() => import("./test-again"));

function StatusCell({ state }: { readonly state: RowState }) {
  return (
    <span className={`status-cell status-${state.kind}`}>
      {state.kind === "checking" && <span className="spinner" aria-hidden="true" />}
      {rowText(state)}
    </span>
  );
}

/**
 * The Check App Status board. Every check starts at once (the device's four
 * GETs, the checker and the callable function), and each row updates as its
 * own answer arrives, so the page is complete after the slowest single check.
 * `incidents` names the groups an open incident affects, with its state: each
 * of their rows says it under the check's result, which alone would read
 * "Working" while the service fails for others.
 */
export function AppStatusBoard({
  incidents = {},
}: {
  readonly incidents?: Readonly<Partial<Record<StatusGroupId, string>>>;
}) {
  const [board, setBoard] = useState<Board>(allChecking);
  const [pending, setPending] = useState(true);
  const [lastChecked, setLastChecked] = useState("");

  const setColumn = useCallback((row: number, state: (groupIndex: number) => RowState) => {
    setBoard((current) =>
      current.map((rows, groupIndex) => rows.map((cell, index) => (index === row ? state(groupIndex) : cell))),
    );
  }, []);

  const run = useCallback(
    async (checks: ReturnType<typeof startChecks>) => {
      setBoard(allChecking());
      setPending(true);
      const device = Promise.all(
        (Object.keys(checks.device) as Target[]).map(async (target) => {
          const result = await checks.device[target];
          setBoard((current) =>
            current.map((rows, groupIndex) =>
              statusGroups[groupIndex]?.target === target
                ? rows.map((cell, index) => (index === 0 ? (result ? fromResult(result) : NO_RESULT) : cell))
                : rows,
            ),
          );
        }),
      );
      const checker = checks.checker.then((report) =>
        setColumn(1, (groupIndex) =>
          statusGroups[groupIndex] ? checkerRow(report, statusGroups[groupIndex]) : NO_RESULT,
        ),
      );
      const callable = checks.callable.then((report) =>
        setColumn(2, (groupIndex) =>
          statusGroups[groupIndex] ? functionRow(report, statusGroups[groupIndex]) : NO_RESULT,
        ),
      );
      await Promise.all([device, checker, callable]);
      setPending(false);
      const endedAt = Date.now();
      // Without the module (the network dropped), the line keeps its last words.
      loadTestAgain().then(
        (words) => setLastChecked(words.lastCheckedText(endedAt)),
        () => {},
      );
    },
    [setColumn],
  );

  useEffect(() => {
    void run(takeEarlyRun() ?? startChecks());
  }, [run]);

  const working = board.flat().filter((state) => state.kind === "working").length;
  const failed = board.flat().filter((state) => state.kind === "failed").length;
  const labels = rowLabels();

  return (
    <div className="status-board" data-complete={!pending}>
      <button
        type="button"
        className="button button-primary"
        onClick={() =>
          void loadTestAgain()
            .then(({ heldRun }) => heldRun(startChecks()), startChecks)
            .then(run)
        }
        disabled={pending}
      >
        {m.status_test_again()}
      </button>
      {/* Its line is kept while empty (app-status.css), so its words move nothing when they come. */}
      <p className="status-last-checked">{lastChecked}</p>
      <p className="visually-hidden" aria-live="polite">
        {pending ? m.status_checks_running() : m.status_checks_finished({ working, failed })}
      </p>
      <div className="status-groups">
        {statusGroups.map((group, groupIndex) => {
          const incident = incidents[group.id];
          return (
            <section key={group.id} className="status-group" aria-label={groupTitle(group)}>
              <h2>{groupTitle(group)}</h2>
              <table className="status-table">
                <tbody>
                  {labels.map((label, index) => (
                    <tr key={label}>
                      <th scope="row">{label}</th>
                      <td data-row={label}>
                        <StatusCell state={board[groupIndex]?.[index] ?? CHECKING} />
                        {incident && (
                          <span className="status-incident">{m.status_row_incident({ status: incident })}</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          );
        })}
      </div>
    </div>
  );
}
