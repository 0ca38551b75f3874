import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";

/**
 * Each SQLite transaction takes the write lock as it begins (`begin immediate`) rather than at its
 * first write. Another process on the same file (a command while the server runs, or the other
 * way round) then waits its turn through the busy timeout. With a plain `begin`, a transaction
 * that read first and then wanted to write after the other process had written could only be
 * refused ("database is locked"), whatever the timeout.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
