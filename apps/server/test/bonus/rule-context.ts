import {
  buildNetwork,
  DEFAULT_PLAN,
  newPlanState,
  type CycleFacts,
  type EngineMember,
} from '../../src/modules/bonus/index.js';
import type { CycleContext } from '../../src/modules/bonus/engine/cycle-types.js';

/** A context with chosen paid-as awards and activity, to test one bonus rule alone. */
export function contextOf(members: EngineMember[], paidAs: number[]): CycleContext {
  const net = buildNetwork(members);
  const n = net.size;
  const facts = {
    active: new Uint8Array(n).fill(1),
    paidAs: Uint8Array.from(paidAs),
    rank: new Uint8Array(n).fill(5),
  } as unknown as CycleFacts;
  const zeros = new BigInt64Array(n).fill(10_000n);
  const volumes = { cycle: 0, pbv: zeros, pbv30: zeros } as never;
  return {
    net,
    plan: DEFAULT_PLAN,
    state: newPlanState(n, DEFAULT_PLAN),
    facts,
    volumes,
    leftOnTable: new Map(),
  };
}
