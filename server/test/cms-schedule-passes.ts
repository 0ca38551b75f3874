import { applyDueChanges } from "../src/cms/cms-publishing";
import { connectDatabase } from "../src/db/connection";
import type { StaffHarness } from "./staff-harness";
import type { Engine } from "./test-app";

/**
 * The schedule's job on two instances at the harness's moment, as a fleet runs it: on PostgreSQL at
 * once; SQLite serves one instance per file, so one after the other. Answers how many changes the
 * two recorded between them.
 */
export async function dueChangesOnTwoInstances(h: StaffHarness, engine: Engine): Promise<number> {
  const other = connectDatabase(h.config.database);
  try {
    const passes = [() => applyDueChanges(h.db, h.now()), () => applyDueChanges(other.db, h.now())];
    const counts =
      engine === "postgres"
        ? await Promise.all(passes.map((pass) => pass()))
        : [await passes[0]?.(), await passes[1]?.()].map(Number);
    return counts.reduce((sum, count) => sum + count, 0);
  } finally {
    await other.close();
  }
}
