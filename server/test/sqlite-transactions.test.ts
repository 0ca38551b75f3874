import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { expect, it } from "vitest";
import { connectDatabase } from "../src/db/connection";
import { migrateToLatest } from "../src/db/migrate";

it("takes SQLite's write lock as a transaction begins, so another process waits its turn instead of writing between its read and its write", async () => {
  const dir = mkdtempSync(join(tmpdir(), "ikey-tx-"));
  const path = join(dir, "test.sqlite");
  const database = connectDatabase({ kind: "sqlite", path });
  // Another process on the same file (a command while the server runs), here without any wait.
  const other = new SQLite(path, { timeout: 0 });
  try {
    await migrateToLatest(database.db);
    await database.db.transaction().execute(async (trx) => {
      await trx.selectFrom("server_keys").selectAll().execute();
      // With a plain `begin` this write would go through, and the transaction's own write below
      // would then be refused ("database is locked"), however long the busy timeout.
      expect(() => other.prepare("insert into server_keys (name, value) values ('other', 'x')").run()).toThrow(
        /locked|busy/i,
      );
      await trx.insertInto("server_keys").values({ name: "ours", value: "y" }).execute();
    });
    other.prepare("insert into server_keys (name, value) values ('other', 'x')").run();
    const names = await database.db.selectFrom("server_keys").select("name").orderBy("name").execute();
    expect(names.map(({ name }) => name)).toEqual(["other", "ours"]);
  } finally {
    other.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
