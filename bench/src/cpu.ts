import { readdirSync, readFileSync } from 'node:fs';
import type { Figures, Runner } from './compare.js';

/** Linux reports process CPU time in clock ticks of 1/100 s (USER_HZ) on every usual build. */
const TICK_US = 10_000;

function stat(pid: number | string): { name: string; ppid: string; cpuUs: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name is in parentheses and may hold spaces; the fields follow it
    const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      name,
      ppid: fields[1] ?? '',
      cpuUs: (Number(fields[11]) + Number(fields[12])) * TICK_US,
    };
  } catch {
    return undefined;
  }
}

/** User + system CPU time a process has used so far, in µs; undefined where /proc is missing. */
export function cpuTimeUs(pid: number | undefined): number | undefined {
  return pid === undefined ? undefined : stat(pid)?.cpuUs;
}

/**
 * The postmaster whose processes alone are counted, when several PostgreSQL servers share the
 * machine (another session's tests on the usual port would otherwise count as the bench's).
 */
const POSTMASTER = process.env.BENCH_POSTGRES_PID;

/** CPU time of each PostgreSQL process on this machine (the bench's server is local). */
export function postgresCpu(): Map<string, number> | undefined {
  try {
    const byPid = new Map<string, number>();
    for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
      const s = stat(pid);
      const ours = !POSTMASTER || pid === POSTMASTER || s?.ppid === POSTMASTER;
      if (s?.name === 'postgres' && ours) byPid.set(pid, s.cpuUs);
    }
    return byPid;
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL's CPU time between two readings. Per process, because idle pool connections
 * close (and their backends exit, taking their totals along) while a run goes on.
 */
function postgresSpent(before?: Map<string, number>, after?: Map<string, number>) {
  if (!before || !after) return undefined;
  let spent = 0;
  for (const [pid, us] of after) spent += us - (before.get(pid) ?? 0);
  return spent;
}

/** This process's CPU time: the load generator's, when autocannon runs here. */
const selfUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/**
 * The runner, also reporting CPU time per successful call: of the serving process, of
 * PostgreSQL and of this process (the load generator or the direct caller). Unlike
 * throughput, these barely move when other work shares the machine, so they compare the
 * portal with the bare route even on a busy box, and say how many cores a rate would need.
 */
export function withServerCpu(runner: Runner, pid: number | undefined): Runner {
  return async (seconds) => {
    const before = { server: cpuTimeUs(pid), pg: postgresCpu(), self: selfUs() };
    const figures = await runner(seconds);
    const after = { server: cpuTimeUs(pid), pg: postgresCpu(), self: selfUs() };
    if (figures.calls === 0) return figures;
    const per = (a: number | undefined, b: number | undefined) =>
      a === undefined || b === undefined ? undefined : Math.round((b - a) / figures.calls);
    const out: Figures = { ...figures, clientCpuUs: per(before.self, after.self) };
    const server = per(before.server, after.server);
    const pgSpent = postgresSpent(before.pg, after.pg);
    const pg = pgSpent === undefined ? undefined : Math.round(pgSpent / figures.calls);
    if (server !== undefined) out.cpuUs = server;
    if (pg !== undefined) out.pgCpuUs = pg;
    return out;
  };
}
