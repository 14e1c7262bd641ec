import { postgresCpu } from './cpu.js';

/** Rounds run before the measured ones, so caches and plans are warm. */
export const WARM_UP = 20;

export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export interface Timing {
  p50: number;
  p99: number;
  /** CPU µs per operation: this process, and every PostgreSQL process */
  nodeUs: number;
  pgUs: number | undefined;
  /** each round's ms by the kind of query it asked (when `kinds` is given) */
  byKind: Map<string, number[]>;
}

/** PostgreSQL's CPU between two readings, per process (backends of closed connections leave). */
function pgSpent(before?: Map<string, number>, after?: Map<string, number>) {
  if (!before || !after) return undefined;
  let spent = 0;
  for (const [pid, us] of after) spent += us - (before.get(pid) ?? 0);
  return spent;
}

/** `rounds` calls of `work`, one at a time after the warm-up: p50/p99 and CPU per call. */
export async function timed(
  rounds: number,
  work: (i: number) => Promise<unknown>,
  kinds?: (i: number) => string,
): Promise<Timing> {
  for (let i = 0; i < WARM_UP; i++) await work(rounds + i);
  const times: number[] = [];
  const byKind = new Map<string, number[]>();
  const cpu = process.cpuUsage();
  const pgBefore = postgresCpu();
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    await work(i);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    times.push(ms);
    if (kinds) byKind.set(kinds(i), [...(byKind.get(kinds(i)) ?? []), ms]);
  }
  const used = process.cpuUsage(cpu);
  const pgUs = pgSpent(pgBefore, postgresCpu());
  times.sort((a, b) => a - b);
  return {
    p50: pct(times, 50),
    p99: pct(times, 99),
    nodeUs: (used.user + used.system) / rounds,
    pgUs: pgUs === undefined ? undefined : pgUs / rounds,
    byKind,
  };
}
