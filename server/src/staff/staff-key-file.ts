import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { ServerConfig } from "../config";

/** The generated key's file, beside the SQLite database it protects (never inside it). */
export const STAFF_KEY_FILE = "staff-secret.key";

/** What the file holds: 32 random bytes as hex, the form `openssl rand -hex 32` gives for STAFF_SECRET_KEY. */
const KEY_TEXT = /^[0-9a-f]{64}$/;

export interface StaffKey {
  /** Absent on PostgreSQL without STAFF_SECRET_KEY: the console then says it is not set up. */
  readonly key?: string;
  /** Set when this call created the key file: one line for the log, with its path and no secret. */
  readonly notice?: string;
}

/**
 * The staff console's key (docs/decisions/0015): STAFF_SECRET_KEY when set; otherwise, on SQLite,
 * the key kept in a file beside the database, created on first use with owner-only permissions.
 * The server and the staff CLI both call this, so whichever runs first creates the file and the
 * other reads the same key. A copy of the database alone holds no key. PostgreSQL gets none: its
 * instances share one database but not one disk, so each would make a key of its own.
 */
export function staffKeyFor(config: Pick<ServerConfig, "staffSecretKey" | "database">): StaffKey {
  if (config.staffSecretKey) return { key: config.staffSecretKey };
  if (config.database.kind !== "sqlite") return {};
  const file = join(dirname(config.database.path), STAFF_KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return { key: existing };
  const created = createKeyFile(file);
  return created.ours
    ? {
        key: created.key,
        notice: `STAFF_SECRET_KEY is not set: the staff console uses a key generated into ${file} (owner-only); back it up apart from the database, and set STAFF_SECRET_KEY in production.`,
      }
    : { key: created.key };
}

function readKeyFile(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  if (!KEY_TEXT.test(text)) {
    throw new Error(
      `${file} is not a staff console key (64 hex characters). Restore it from a backup, or delete it to generate a new one (members then enrol again).`,
    );
  }
  return text;
}

/**
 * Writes a new key to a file of its own, then links it into place: the link fails if the file
 * appeared meanwhile (a server and the CLI starting at once), and then the key already there wins.
 * Nobody ever reads a half-written key.
 */
function createKeyFile(file: string): { key: string; ours: boolean } {
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32).toString("hex");
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${key}\n`, { mode: 0o600, flag: "wx" });
  try {
    linkSync(draft, file);
    return { key, ours: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const theirs = readKeyFile(file);
    if (!theirs) throw error;
    return { key: theirs, ours: false };
  } finally {
    rmSync(draft, { force: true });
  }
}
