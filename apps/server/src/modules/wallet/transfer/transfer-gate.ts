import type { AppDeps } from '../../../deps.js';
import { Semaphore } from '../../../lib/semaphore.js';

const gates = new WeakMap<AppDeps['db'], Semaphore>();

/**
 * Transfers past their first read at once: half the pool's connections. A burst of one
 * account's transfers queues on its row locks, each holding a connection while it waits; left
 * to the pool, the rest of the burst (and every other call) would wait for a connection, a wait
 * the pool bounds (`DB_CONNECT_TIMEOUT_MS`) and answers `temporarilyUnavailable`. Here they
 * wait in order at no cost. The PIN's judgement under its row lock used to bound this too,
 * before a right PIN stopped needing a transaction of its own.
 */
export function transferGate(deps: AppDeps): Semaphore {
  let gate = gates.get(deps.db);
  if (!gate) {
    gate = new Semaphore(Math.max(2, Math.floor(deps.config.db.poolSize / 2)));
    gates.set(deps.db, gate);
  }
  return gate;
}
