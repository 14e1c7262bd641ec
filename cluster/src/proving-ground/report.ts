import { writeFileSync } from 'node:fs';
import type { Check } from './check.js';
import type { FaultWindow } from './faults.js';
import type { KindLatency } from './latency.js';

export interface RunFigures {
  rate: number;
  seconds: number;
  sent: number;
  calls: number;
  latency: KindLatency[];
}

export interface ProvingReport {
  startedAt: string;
  machine: string;
  servers: number;
  members: number;
  cluster: RunFigures;
  oneServer?: RunFigures;
  windows: FaultWindow[];
  checks: Check[];
}

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;

/** The Markdown tables docs/benchmarks.md's "Proving ground" section takes as they print. */
export function markdown(report: ProvingReport): string {
  const lines = [
    row(['check', 'result', 'numbers']),
    row(['---', '---', '---']),
    ...report.checks.map((c) => row([c.name, c.pass ? 'PASS' : 'FAIL', c.detail])),
    '',
    row(['fault', 'from (s)', 'back after (s)']),
    row(['---', '---:', '---:']),
    ...report.windows.map((w) =>
      row([w.name, (w.start / 1000).toFixed(1), ((w.end - w.start) / 1000).toFixed(1)]),
    ),
    '',
    latencyTable(report),
  ];
  return lines.join('\n');
}

function latencyTable(report: ProvingReport) {
  const one = new Map((report.oneServer?.latency ?? []).map((l) => [l.kind, l]));
  const head = [
    'call',
    `${report.servers} servers: calls`,
    'p50 ms',
    'p99 ms',
    '1 server: calls',
    'p50 ms',
    'p99 ms',
  ];
  return [
    `Outside the fault windows, ms from the scheduled time, ${report.cluster.rate} calls/s offered:`,
    '',
    row(head),
    row(['---', ...head.slice(1).map(() => '---:')]),
    ...report.cluster.latency.map((l) => {
      const o = one.get(l.kind);
      return row([l.kind, l.calls, l.p50, l.p99, o?.calls ?? '–', o?.p50 ?? '–', o?.p99 ?? '–']);
    }),
  ].join('\n');
}

export function writeReport(file: string, report: ProvingReport) {
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
