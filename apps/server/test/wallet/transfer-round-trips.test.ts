import { sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fund, TEST_PIN, walletMember } from './factories.js';

/**
 * Counts the SQL round trips of one transfer through the whole HTTP stack: every statement
 * the services send (through a Kysely plugin) plus BEGIN and COMMIT of each transaction. Lock
 * waits grow with the round trips a transaction holds its locks over, so this number is the
 * transfer's cost floor under contention (docs/benchmarks.md, wallet part).
 */
let t: TestApp;
const seen: string[] = [];
let transactions = 0;

/** `select member_security`, `insert journal_entry`, … : what each statement touches. */
function describeNode(node: RootOperationNode): string {
  const tables: string[] = [];
  const walk = (n: unknown, depth: number) => {
    if (!n || typeof n !== 'object' || depth > 6 || tables.length) return;
    const o = n as Record<string, unknown>;
    if (o.kind === 'TableNode') {
      const table = o.table as { identifier?: { name?: string } };
      if (table.identifier?.name) tables.push(table.identifier.name);
      return;
    }
    for (const v of Object.values(o)) walk(v, depth + 1);
  };
  walk(node, 0);
  const kind = node.kind.replace('QueryNode', '').replace('RawNode', 'raw').toLowerCase();
  return `${kind} ${tables[0] ?? ''}`.trim();
}

/**
 * A query built inside another (an embedded sub-select) passes transformQuery too, but only
 * an executed one reaches transformResult: that is where a round trip is counted.
 */
const described = new Map<unknown, string>();
const counter: KyselyPlugin = {
  transformQuery(args) {
    described.set(args.queryId, describeNode(args.node));
    return args.node as never;
  },
  transformResult: async (args) => {
    // a precompiled query (the session's read) is executed without transformQuery
    seen.push(described.get(args.queryId) ?? 'precompiled');
    return args.result;
  },
};

beforeAll(async () => {
  t = await createTestApp();
  const counted = t.db.withPlugin(counter) as Db;
  const begin = counted.transaction.bind(counted);
  counted.transaction = () => {
    transactions++;
    return begin();
  };
  t.deps.db = counted;
});
afterAll(() => t.close());

describe('one transfer’s SQL round trips', () => {
  it('stays within the counted budget', async () => {
    const sender = await walletMember(t);
    const recipient = await walletMember(t, { sponsor_id: sender.member.id });
    await fund(t.db, sender.member, 'bonus', 10_000n);
    const send = () =>
      call(t, 'POST', '/bo/ewallet/transfer', {
        token: sender.token,
        body: {
          toMemberId: recipient.member.id,
          fromAccount: 'bonus',
          toAccount: 'bonus',
          amount: '1.00',
          pin: TEST_PIN,
        },
      });
    const first = await send();
    if (first.json().code !== 0) console.error(first.body);
    expect(first.json().code).toBe(0); // accounts opened, the company's settings read once
    seen.length = 0;
    transactions = 0;
    const reply = await send();
    expect(reply.json().code).toBe(0);
    const roundTrips = seen.length + 2 * transactions;
    console.info(
      `transfer: ${roundTrips} round trips (${seen.length} statements: ${seen.join(', ')}; ${transactions} transactions)`,
    );
    expect(roundTrips).toBeLessThanOrEqual(ROUND_TRIP_BUDGET);
    // the answer is stored by the transfer's one statement, which fills in the JSON text Node
    // built: it must be exactly the text of the answer the member got
    const stored = await sql<{ text: string }>`
      select response::text as text from idempotency_key
      where scope = ${`member:${sender.member.id}`}
        and response->>'transferId' = ${reply.json().data.transferId}`.execute(t.db);
    expect(stored.rows[0]?.text).toBe(JSON.stringify(reply.json().data));
  });
});

/**
 * The session's read included. Before 15; then 13 (company and limits in one
 * select, today's total read by the insert of the transfer row); then 6 (one select of
 * settings, recipient, the key's stored answer and the PIN row; BEGIN, the account locks, one
 * write, COMMIT); then 3: the session, that select, and `wallet_transfer_post` (migration
 * 0041), one statement that is its own transaction. Now 2: the session and
 * `wallet_transfer_run` (migration 0072), which judges what the select read (the settings
 * still current, the key's stored answer, the PIN, the recipient, the limits) before posting.
 */
const ROUND_TRIP_BUDGET = 2;
