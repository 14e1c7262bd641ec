import { acknowledged, isMoney } from './acknowledged.js';
import { check, type Check } from './check.js';
import { inWindow, type FaultWindow } from './faults.js';
import type { HttpClient } from './http.js';
import type { BadgeStreamStats } from './live-badges.js';
import { isRetryable, type Sent } from './retrying.js';

const isServerError = (status: number) => status === 0 || status >= 500;

/** What the members saw: 5xx only inside a fault, and every 503 followed by an answer. */
export function trafficChecks(
  records: Sent[],
  windows: FaultWindow[],
  streams: BadgeStreamStats[],
): Check[] {
  const attempts = records.flatMap((s) => s.attempts.map((a) => ({ ...a, kind: s.kind })));
  const errors = attempts.filter((a) => isServerError(a.status));
  const outside = errors.filter((a) => !inWindow(windows, a.answeredAt));
  const named = outside
    .slice(0, 5)
    .map((a) => `${a.kind} ${a.status} ${a.error ?? ''} at ${(a.answeredAt / 1000).toFixed(1)} s`)
    .join('; ');
  const retried = records.filter((s) => s.attempts.some((a) => isRetryable(a.status)));
  const unanswered = retried.filter((s) => isServerError(s.final.status));
  const recovered = retried.filter((s) => s.final.status === 200).length;
  return [
    check(
      'no 5xx outside the fault windows',
      outside.length === 0,
      `${attempts.length} tries, ${errors.length} 5xx or dropped, ${outside.length} outside a window${named ? `: ${named}` : ''}`,
    ),
    check(
      'every 503 or dropped call answered on retry',
      unanswered.length === 0,
      `${retried.length} calls retried, ${recovered} then succeeded, ${retried.length - recovered - unanswered.length} refused with a 4xx, ${unanswered.length} never answered`,
    ),
    check(
      'live-badge streams back after every fault',
      streams.every((s) => s.liveAtEnd),
      `${streams.length} streams, ${streams.reduce((n, s) => n + s.connects, 0)} connects, ${streams.reduce((n, s) => n + s.events, 0)} events`,
    ),
  ];
}

const REPLAY_SAMPLE = 60;

/** Acknowledged money calls sent again with the same key and body answer the same bytes. */
export async function replayCheck(client: HttpClient, records: Sent[]): Promise<Check> {
  const acked = acknowledged(records.filter(isMoney), [
    'order',
    'order-limited',
    'pay',
    'transfer',
    'withdraw',
  ]).sent;
  const sample = [...acked].sort(() => Math.random() - 0.5).slice(0, REPLAY_SAMPLE);
  const different: string[] = [];
  for (const s of sample) {
    const again = await client.send(s.call);
    if (again.status !== s.final.status || !again.bytes.equals(s.final.bytes))
      different.push(`${s.kind} ${s.call.idempotencyKey}: ${again.bytes.toString().slice(0, 120)}`);
  }
  if (different.length) console.error('replays that differ:\n  ' + different.join('\n  '));
  return check(
    'idempotent replays byte-identical',
    sample.length > 0 && different.length === 0,
    `${sample.length} of ${acked.length} acknowledged replayed, ${different.length} differ`,
  );
}
