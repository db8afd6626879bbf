/**
 * The CPU the server spent: this process (the local stack's API, in the runner's process) and
 * every process under it except the simulated devices' (Postgres: the postmaster, its backends,
 * and through its children's times the backends that already ended). Linux /proc; elsewhere
 * Postgres is not counted and the report says so.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime, ms. */
  cpuMs: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: split after its closing one.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const tick = (index: number) => Number(fields[index] ?? 0);
    // Fields after the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
    return {
      pid,
      ppid: tick(1),
      cpuMs: ((tick(11) + tick(12) + tick(13) + tick(14)) * 1000) / TICKS_PER_SECOND,
    };
  } catch {
    return null;
  }
}

export function procAvailable(): boolean {
  return readStat(process.pid) !== null;
}

/** CPU ms of the processes under this one, leaving out the subtrees of `excluded` pids. */
export function childProcessesCpuMs(excluded: ReadonlySet<number>): number {
  let all: ProcStat[];
  try {
    all = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map((name) => readStat(Number(name)))
      .filter((stat): stat is ProcStat => stat !== null);
  } catch {
    return 0;
  }
  const children = new Map<number, ProcStat[]>();
  for (const stat of all) {
    const list = children.get(stat.ppid) ?? [];
    list.push(stat);
    children.set(stat.ppid, list);
  }
  let total = 0;
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (excluded.has(child.pid)) continue;
      total += child.cpuMs;
      walk(child.pid);
    }
  };
  walk(process.pid);
  return total;
}

/** This process's own CPU, ms (its threads included). */
export function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
