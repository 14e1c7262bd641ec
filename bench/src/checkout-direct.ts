import { randomUUID } from 'node:crypto';
import type { Runner } from './compare.js';
import {
  orderBody,
  randomLines,
  type CheckoutServer,
  type CheckoutSku,
} from './checkout-fixture.js';
import { timed } from './wallet-direct.js';
import { BENCH_PIN, type BenchMember } from './wallet-fixture.js';
import type { Auth, Deps } from './wallet-server.js';

/**
 * An interactive checkout without HTTP: saveOrder then payOrder (e-wallet, PIN), called as
 * functions with the members' resolved sessions by `connections` concurrent buyers. The
 * checkout bench's "direct" side, and the figure the autoship bench compares a batch order to.
 */
export async function directCheckouts(
  server: CheckoutServer,
  deps: Deps,
  members: BenchMember[],
  skus: CheckoutSku[],
  connections: number,
): Promise<Runner> {
  const auth = new Map<number, Auth>();
  for (const m of members) auth.set(m.id, (await server.resolveSession(deps, m.token))!);
  return (seconds) =>
    timed(connections, seconds, async () => {
      const member = members[Math.floor(Math.random() * members.length)]!;
      const ctx = auth.get(member.id)!;
      const body = orderBody(randomLines(skus));
      const saved = await server.saveOrder(deps, ctx, body, {
        idempotencyKey: randomUUID(),
        locale: 'en',
      });
      await server.payOrder(deps, ctx, saved.orderNo, checkoutPayBody(saved.amountDue), {
        idempotencyKey: randomUUID(),
      });
    });
}

/** payOrder's body: the whole amount from the bonus account, with the PIN step-up. */
export const checkoutPayBody = (amount: string) => ({
  method: 'ewallet',
  account: 'bonus',
  amount,
  pin: BENCH_PIN,
});
