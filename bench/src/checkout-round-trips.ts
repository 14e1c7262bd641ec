import { randomUUID } from 'node:crypto';
import { checkoutPayBody } from './checkout-direct.js';
import {
  orderBody,
  randomLines,
  type CheckoutServer,
  type CheckoutSku,
} from './checkout-fixture.js';
import type { BenchMember } from './wallet-fixture.js';
import type { Deps } from './wallet-server.js';

/**
 * The round trips to PostgreSQL of one order, counted as `test/order/checkout-round-trips.test.ts`
 * counts them: every executed statement (a Kysely plugin sees its result; an embedded sub-select
 * has none) plus BEGIN and COMMIT of each transaction, plus the session's read each HTTP call
 * makes before its handler (the auth hook's, precompiled, outside Kysely). Counted on the
 * direct path with a second order of one member (the first opens accounts and volume rows).
 */
export interface OrderRoundTrips {
  saveOrder: number;
  payOrder: number;
}

interface Pluggable {
  withPlugin(plugin: object): Pluggable & { transaction(): unknown };
}

/** Each HTTP call also reads its session (one statement) before the flow runs. */
const SESSION_READ = 1;

export async function countRoundTrips(
  server: CheckoutServer,
  deps: Deps,
  member: BenchMember,
  skus: CheckoutSku[],
): Promise<OrderRoundTrips> {
  let statements = 0;
  let transactions = 0;
  const counter = {
    transformQuery: (args: { node: unknown }) => args.node,
    transformResult: async (args: { result: unknown }) => {
      statements++;
      return args.result;
    },
  };
  const counted = (deps.db as unknown as Pluggable).withPlugin(counter);
  const begin = counted.transaction.bind(counted);
  counted.transaction = () => {
    transactions++;
    return begin();
  };
  const traced = { ...deps, db: counted } as unknown as Deps;
  const auth = (await server.resolveSession(deps, member.token))!;
  const trips = () => statements + 2 * transactions + SESSION_READ;
  const order = async () => {
    statements = transactions = 0;
    const saved = await server.saveOrder(traced, auth, orderBody(randomLines(skus)), {
      idempotencyKey: randomUUID(),
      locale: 'en',
    });
    const save = trips();
    statements = transactions = 0;
    await server.payOrder(traced, auth, saved.orderNo, checkoutPayBody(saved.amountDue), {
      idempotencyKey: randomUUID(),
    });
    return { saveOrder: save, payOrder: trips() };
  };
  await order();
  return order();
}
