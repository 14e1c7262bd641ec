import { postgresCpu } from './cpu.js';

/**
 * One operation timed over rounds, one at a time, after a warm-up: p50 and p99 in ms and CPU per
 * operation, this process's (process.cpuUsage) and every PostgreSQL process's (/proc, cpu.ts).
 * Shared by the console's measurements that sit beside a same-run primary-key read.
 */
export interface Timing {
  p50: number;
  p99: number;
  nodeUs: number;
  pgUs: number | undefined;
}

export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** `work(i)` for i in [rounds, rounds + warmUp) first (not measured), then for i in [0, rounds). */
export async function timed(
  rounds: number,
  warmUp: number,
  work: (i: number) => Promise<unknown>,
): Promise<Timing> {
  for (let i = 0; i < warmUp; i++) await work(rounds + i);
  const times: number[] = [];
  const cpu = process.cpuUsage();
  const before = postgresCpu();
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    await work(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const used = process.cpuUsage(cpu);
  const after = postgresCpu();
  let pg: number | undefined;
  if (before && after) {
    pg = 0;
    // backends of closed connections leave the map: their CPU is not counted
    for (const [pid, us] of after) pg += us - (before.get(pid) ?? 0);
  }
  times.sort((a, b) => a - b);
  return {
    p50: pct(times, 50),
    p99: pct(times, 99),
    nodeUs: (used.user + used.system) / rounds,
    pgUs: pg === undefined ? undefined : pg / rounds,
  };
}

export const ms = (x: number) => x.toFixed(2);

/** "Node / PostgreSQL" CPU µs per operation, — where /proc is missing. */
export const cpuCell = (t: Timing) =>
  `${Math.round(t.nodeUs)} / ${t.pgUs === undefined ? '—' : Math.round(t.pgUs)}`;

/** A Markdown row: p50, p99, p99 against the baseline's p99, CPU. */
export const timingRow = (name: string, t: Timing, baseline: Timing) =>
  `| ${name} | ${ms(t.p50)} | ${ms(t.p99)} | ${(t.p99 / baseline.p99).toFixed(1)}× | ${cpuCell(t)} |`;
