import { SANDBOX_CARDS, SANDBOX_CHALLENGE_CODE } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProviderTimeoutError,
  RefundRefusedError,
} from '../../src/modules/payment/providers/provider.js';
import { providersOf } from '../../src/modules/payment/providers/registry.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { card } from './payment-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sandbox = () => providersOf(t.deps).card;
let keys = 0;
async function charge(number: string, amountMinor = 5_000n) {
  const { token } = await sandbox().tokenize(card(number));
  const idempotencyKey = `key-${++keys}`;
  const input = { idempotencyKey, amountMinor, currency: 'USD', reference: 'R-1' } as const;
  return {
    idempotencyKey,
    token,
    authorize: () => sandbox().authorize({ ...input, source: { kind: 'card', token } }),
  };
}

describe('card sandbox provider', () => {
  it('keeps brand, last four and behaviour for a token, never the number', async () => {
    const { token } = await sandbox().tokenize(card(SANDBOX_CARDS.approve.number));
    const row = await t.db
      .selectFrom('sandbox_card_token')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ brand: 'visa', last4: '4242', behaviour: 'approved' });
    const dump = await sql<{
      t: string;
    }>`select row_to_json(x)::text as t from sandbox_card_token x`.execute(t.db);
    expect(dump.rows.some((r) => r.t.includes(SANDBOX_CARDS.approve.number))).toBe(false);
  });

  it('authorizes, captures once and refunds in parts, once per key, never more than taken', async () => {
    const c = await charge(SANDBOX_CARDS.approve.number);
    const held = await c.authorize();
    expect(held).toMatchObject({ status: 'authorized', amountMinor: 5_000n, failureCode: null });
    expect((await sandbox().capture(held.providerRef)).status).toBe('captured');
    expect((await sandbox().capture(held.providerRef)).status).toBe('captured');
    const part = await sandbox().refund(held.providerRef, 2_000n, 'refund-1');
    expect(part).toMatchObject({ status: 'captured', refundedMinor: 2_000n });
    // the same key again changes nothing; more than is left is refused
    expect((await sandbox().refund(held.providerRef, 2_000n, 'refund-1')).refundedMinor).toBe(
      2_000n,
    );
    await expect(sandbox().refund(held.providerRef, 3_001n, 'refund-2')).rejects.toBeInstanceOf(
      RefundRefusedError,
    );
    const rest = await sandbox().refund(held.providerRef, 3_000n, 'refund-3');
    expect(rest).toMatchObject({ status: 'refunded', refundedMinor: 5_000n });
  });

  it('answers the same charge for the same idempotency key', async () => {
    const c = await charge(SANDBOX_CARDS.approve.number);
    const [a, b] = await Promise.all([c.authorize(), c.authorize()]);
    expect(a.providerRef).toBe(b.providerRef);
    const rows = await t.db
      .selectFrom('sandbox_card_charge')
      .select('id')
      .where('idempotency_key', '=', c.idempotencyKey)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('declines, and refuses for insufficient funds', async () => {
    expect(await (await charge(SANDBOX_CARDS.decline.number)).authorize()).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
    });
    expect(await (await charge(SANDBOX_CARDS.insufficientFunds.number)).authorize()).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_funds',
    });
  });

  it('asks for a challenge, passed by the documented code only', async () => {
    const good = await (await charge(SANDBOX_CARDS.challenge.number)).authorize();
    expect(good).toMatchObject({ status: 'requires_action', action: { kind: 'challenge' } });
    expect((await sandbox().confirmAction(good.providerRef, SANDBOX_CHALLENGE_CODE)).status).toBe(
      'authorized',
    );
    const bad = await (await charge(SANDBOX_CARDS.challenge.number)).authorize();
    expect(await sandbox().confirmAction(bad.providerRef, '000000')).toMatchObject({
      status: 'failed',
      failureCode: 'authentication_failed',
    });
    // a settled challenge is not answered again
    expect((await sandbox().confirmAction(bad.providerRef, SANDBOX_CHALLENGE_CODE)).status).toBe(
      'failed',
    );
  });

  it("records the time-out card's charge, loses the answer once, and answers a repeat", async () => {
    const c = await charge(SANDBOX_CARDS.timeout.number);
    await expect(c.authorize()).rejects.toBeInstanceOf(ProviderTimeoutError);
    const found = await sandbox().retrieve({ idempotencyKey: c.idempotencyKey });
    expect(found).toMatchObject({ status: 'authorized' });
    expect((await c.authorize()).providerRef).toBe(found!.providerRef);
    expect(await sandbox().retrieve({ idempotencyKey: 'never-sent' })).toBeNull();
  });
});
