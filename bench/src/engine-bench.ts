import { availableParallelism, cpus, loadavg } from 'node:os';
import {
  buildNetwork,
  cycleStart,
  cycleOf,
  DEFAULT_PLAN,
  parseDecimal,
  runPlan,
  type EngineOrder,
  type Network,
} from '../../apps/server/src/modules/bonus/index.js';
import { benchNetwork, benchOrders, seeded } from './engine-fixture.js';

/**
 * `npm run bench:engine`: the pure bonus engine on a million members (a random tree with a
 * 100,000-long power leg) and one cycle of orders, beside a baseline measured in the same run
 * on the same arrays: summing each member's volume from the same orders. Alternates
 * baseline, engine, engine, baseline per round. Prints Markdown for docs/benchmarks.md.
 */
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const CHAIN = Number(process.env.BENCH_CHAIN ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const USD = { currency: 'USD', minorUnit: 2, bvRate: parseDecimal('1') };
const START = cycleStart(cycleOf(Date.parse('2026-09-07T00:00:00+08:00')));
const UNTIL = START + 7 * 86_400_000;

interface Timed<T> {
  ms: number;
  cpuMs: number;
  value: T;
}

function timed<T>(fn: () => T): Timed<T> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = fn();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, value };
}

/** The floor: the volume of every member from the same orders, nothing else. */
function baseline(net: Network, orders: EngineOrder[]) {
  const volume = new Array<bigint>(net.size).fill(0n);
  for (const o of orders) {
    const i = net.indexOf.get(o.memberId)!;
    volume[i]! += o.refund ? -o.bvH : o.bvH;
  }
  return volume.reduce((a, b) => a + b, 0n);
}

function engine(members: Parameters<typeof runPlan>[0], orders: EngineOrder[]) {
  const { cycles } = runPlan(members, orders, UNTIL, DEFAULT_PLAN, USD);
  return cycles[0]!;
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

function main() {
  const random = seeded(20261124);
  const gen = timed(() => {
    const members = benchNetwork(MEMBERS, CHAIN, random);
    return { members, orders: benchOrders(members, START, random) };
  });
  const { members, orders } = gen.value;
  const net = timed(() => buildNetwork(members));
  const floor: Timed<unknown>[] = [];
  const runs: Timed<unknown>[] = [];
  let cycle: ReturnType<typeof engine> | undefined;
  // keep only the last result: holding every run's million-member facts would slow the GC
  const engineRun = () => {
    cycle = undefined;
    const t = timed(() => engine(members, orders));
    cycle = t.value;
    runs.push({ ...t, value: undefined });
  };
  for (let r = 0; r < ROUNDS; r++) {
    floor.push(timed(() => baseline(net.value, orders)));
    engineRun();
    engineRun();
    floor.push(timed(() => baseline(net.value, orders)));
  }
  if (!cycle) throw new Error('no engine run');
  const last = cycle;
  const left = timed(() => last.leftOnTable().length);
  const explain = timed(() => last.lines.reduce((n, l) => n + Object.keys(l.explain()).length, 0));
  const engineMs = median(runs.map((r) => r.ms));
  const engineCpu = median(runs.map((r) => r.cpuMs));
  const floorMs = median(floor.map((r) => r.ms));
  const floorCpu = median(floor.map((r) => r.cpuMs));
  const byType = new Map<string, number>();
  for (const l of last.lines) byType.set(l.type, (byType.get(l.type) ?? 0) + 1);
  console.log(`### bench:engine — ${new Date().toISOString().slice(0, 16)}Z\n`);
  console.log(
    `Machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
  console.log(
    `Input: ${MEMBERS.toLocaleString('en')} members (power leg ${CHAIN.toLocaleString('en')}), ${orders.length.toLocaleString('en')} orders in ${last.name}; generated in ${fmt(gen.ms)}\n`,
  );
  console.log('| phase | wall (median) | CPU | CPU per member |');
  console.log('|---|---|---|---|');
  const row = (name: string, ms: number, cpuMs: number) =>
    console.log(
      `| ${name} | ${fmt(ms)} | ${fmt(cpuMs)} | ${((cpuMs * 1000) / MEMBERS).toFixed(2)} µs |`,
    );
  row('baseline: sum each member’s volume', floorMs, floorCpu);
  row('build the trees (part of the engine run)', net.ms, net.cpuMs);
  row('engine: one cycle end to end (runPlan)', engineMs, engineCpu);
  row('explain every line (trails)', explain.ms, explain.cpuMs);
  row('list what was left on the table', left.ms, left.cpuMs);
  console.log(
    `\nRatio engine / baseline: ${(engineMs / floorMs).toFixed(1)}× wall, ${(engineCpu / floorCpu).toFixed(1)}× CPU. Lines: ${last.lines.length.toLocaleString('en')} (${[...byType].map(([t, n]) => `${t} ${n.toLocaleString('en')}`).join(', ')}); left on the table: ${left.value.toLocaleString('en')}.`,
  );
  console.log(
    `Runs (s): engine ${runs.map((r) => (r.ms / 1000).toFixed(2)).join(', ')}; baseline ${floor.map((r) => (r.ms / 1000).toFixed(2)).join(', ')}.`,
  );
}

main();
