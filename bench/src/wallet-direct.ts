import { randomUUID } from 'node:crypto';
import type { Figures, Runner } from './compare.js';
import { BENCH_PIN, randomTransfer, type BenchMember } from './wallet-fixture.js';
import type { Auth, Deps, Server } from './wallet-server.js';

async function sessions(server: Server, deps: Deps, members: BenchMember[]) {
  const auth = new Map<number, Auth>();
  for (const m of members) auth.set(m.id, (await server.resolveSession(deps, m.token))!);
  return auth;
}

/**
 * The same transfer the route runs (idempotency, PIN, ledger), called as a function by
 * `connections` concurrent callers: the figure HTTP is compared with.
 */
export async function directTransfers(
  server: Server,
  deps: Deps,
  members: BenchMember[],
  connections: number,
): Promise<Runner> {
  const auth = await sessions(server, deps, members);
  return (seconds) =>
    timed(connections, seconds, async () => {
      const { from, body } = randomTransfer(members, '0.01');
      await server.transfer(deps, auth.get(from.id)!, body, randomUUID());
    });
}

/**
 * Only the money path: the one statement that checks the settings, the key, the recipient
 * and the limits, then locks, posts, records the transfer and stores its answer (a fresh key
 * each time); no PIN (judged already, as the statement is told), no session.
 */
export async function directLedgerOnly(
  server: Server,
  deps: Deps,
  members: BenchMember[],
  connections: number,
): Promise<Runner> {
  const auth = await sessions(server, deps, members);
  const settings = await server.transferSettingsSeen(
    deps.db,
    auth.get(members[0]!.id)!.companyCode,
  );
  return (seconds) =>
    timed(connections, seconds, async () => {
      const { from, body } = randomTransfer(members, '0.01');
      const sender = auth.get(from.id)!;
      const order = { ...body, amount: 1n, remark: null };
      const at = new Date();
      const ticket = { scope: `member:${from.id}`, key: randomUUID(), requestHash: 'bench', at };
      await server.postTransfer(deps.db, { sender, settings, at }, order, ticket, null);
    });
}

/** The PIN comparison's cost alone: the HMAC check the server runs under the PIN row's lock. */
export async function pinChecksOnly(deps: Deps, connections: number): Promise<Runner> {
  const hash = deps.pins.hash(1, BENCH_PIN);
  return (seconds) => timed(connections, seconds, () => deps.pins.check(hash, 1, BENCH_PIN));
}

/**
 * `connections` callers repeating `once` for `seconds`; throughput and latency percentiles.
 * With `pace` (calls per second) the callers start calls no faster than that, one slot each:
 * the same work at a chosen rate, since a call's CPU grows as the rate falls (fewer calls
 * share each wake-up and each WAL flush), so two paths compare fairly only at one rate.
 */
export async function timed(
  connections: number,
  seconds: number,
  once: () => Promise<unknown>,
  pace?: number,
): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const end = performance.now() + seconds * 1000;
  let slot = performance.now();
  /** false when the caller's next slot falls after the end: it stops instead of waiting */
  const waitForSlot = async () => {
    if (!pace) return true;
    slot = Math.max(slot + 1000 / pace, performance.now() - 1000);
    if (slot >= end) return false;
    const wait = slot - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return true;
  };
  const caller = async () => {
    while (Date.now() < deadline) {
      if (!(await waitForSlot())) break;
      const started = performance.now();
      try {
        await once();
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: connections }, caller));
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const succeeded = latencies.length - errors;
  return {
    rps: Math.round(succeeded / elapsed),
    calls: succeeded,
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}
