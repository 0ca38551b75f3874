// CPU time by process, read from /proc, so a benchmark can say where the CPU went:
// the instances, the front proxy, PostgreSQL, the load generator. Linux only.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";

// USER_HZ, the unit of the CPU times in /proc (100 on every Linux we run on).
const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** The fields of /proc/<pid>/stat after the command name, which is in parentheses and may hold spaces. */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

const cpuSecondsIn = (fields) => (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;

/** User plus system CPU seconds of one process so far, all its threads. */
export function cpuSecondsOf(pid) {
  return cpuSecondsIn(statFields(pid));
}

function readProcess(pid) {
  try {
    const fields = statFields(pid);
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
    return { pid, ppid: Number(fields[1]), cpuSeconds: cpuSecondsIn(fields), cmdline };
  } catch {
    return null; // it ended meanwhile
  }
}

export function processes() {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => readProcess(Number(pid)))
    .filter(Boolean);
}

/** Busy CPU seconds of the whole machine so far (all cores). */
export function machineBusySeconds() {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  // Idle and I/O wait (fields 4 and 5) are not busy time.
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

export const coreCount = cpus().length;

/**
 * Sums CPU seconds per group. `classify(process)` names the group of a process,
 * or returns null to leave it out.
 */
export function cpuByGroup(classify) {
  const totals = {};
  for (const process of processes()) {
    const group = classify(process);
    if (group) totals[group] = (totals[group] ?? 0) + process.cpuSeconds;
  }
  return totals;
}
