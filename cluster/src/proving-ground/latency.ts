import { inWindow, type FaultWindow } from './faults.js';
import type { Sent } from './retrying.js';

export interface KindLatency {
  kind: string;
  calls: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

/**
 * p50 and p99 per call kind, in ms from each call's scheduled time, of the calls that began
 * and ended outside every fault window (a fault's retries are the fault's cost, not the
 * steady state's).
 */
export function latencyByKind(records: Sent[], windows: FaultWindow[] = []): KindLatency[] {
  const byKind = new Map<string, number[]>();
  for (const s of records) {
    if (inWindow(windows, s.scheduledAt) || inWindow(windows, s.scheduledAt + s.latencyMs))
      continue;
    const list = byKind.get(s.kind) ?? [];
    list.push(s.latencyMs);
    byKind.set(s.kind, list);
  }
  return [...byKind.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, list]) => {
      const sorted = list.sort((a, b) => a - b);
      return {
        kind,
        calls: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
      };
    });
}
