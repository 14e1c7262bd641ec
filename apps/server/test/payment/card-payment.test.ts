import { SANDBOX_CARDS, SANDBOX_CHALLENGE_CODE } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberContext } from '../../src/lib/member-context.js';
import { confirmChallenge, startCardPayment } from '../../src/modules/payment/index.js';
import { ProviderTimeoutError } from '../../src/modules/payment/providers/provider.js';
import { providersOf } from '../../src/modules/payment/providers/registry.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { capturesOf, card, payer, sandboxCharges, settled, target } from './payment-test-kit.js';

let t: TestApp;
let me: MemberContext;
let stranger: MemberContext;
beforeAll(async () => {
  t = await createTestApp();
  me = await payer(t);
  stranger = await payer(t);
});
afterAll(() => t.close());

const pay = (number: string, what = target(), key = crypto.randomUUID(), who = me) =>
  startCardPayment(t.deps, who, what, card(number), key);

describe('startCardPayment', () => {
  it('captures an approved card once and tells the owner in the same step', async () => {
    const what = target(9_990n);
    const view = await pay(SANDBOX_CARDS.approve.number, what);
    expect(view).toMatchObject({
      status: 'captured',
      amount: '99.90',
      currency: 'USD',
      brand: 'visa',
      last4: '4242',
      method: 'card',
      action: null,
    });
    expect(capturesOf(what.reference)).toEqual([
      expect.objectContaining({ attemptId: view.attemptId, amountMinor: 9_990n }),
    ]);
    expect(await sandboxCharges(t, view.attemptId)).toMatchObject([{ status: 'captured' }]);
  });

  it('fails a declined card, then a good card pays the same reference', async () => {
    const what = target();
    await expect(pay(SANDBOX_CARDS.decline.number, what)).rejects.toMatchObject({
      key: 'cardDeclined',
    });
    expect(settled.failed.filter((f) => f.reference === what.reference)).toHaveLength(1);
    await expect(pay(SANDBOX_CARDS.insufficientFunds.number, what)).rejects.toMatchObject({
      key: 'cardInsufficientFunds',
    });
    expect((await pay(SANDBOX_CARDS.approve.number, what)).status).toBe('captured');
    expect(capturesOf(what.reference)).toHaveLength(1);
  });

  it('answers a repeated key with the first answer, declined or paid, and charges nothing new', async () => {
    const what = target();
    const key = crypto.randomUUID();
    await expect(pay(SANDBOX_CARDS.decline.number, what, key)).rejects.toMatchObject({
      key: 'cardDeclined',
    });
    await expect(pay(SANDBOX_CARDS.decline.number, what, key)).rejects.toMatchObject({
      key: 'cardDeclined',
    });
    const paidKey = crypto.randomUUID();
    const first = await pay(SANDBOX_CARDS.approve.number, what, paidKey);
    const again = await pay(SANDBOX_CARDS.approve.number, what, paidKey);
    expect(again).toEqual(first);
    expect(await sandboxCharges(t, first.attemptId)).toHaveLength(1);
    expect(capturesOf(what.reference)).toHaveLength(1);
  });

  it('refuses the same key with another card or amount, and a paid reference a new key', async () => {
    const what = target();
    const key = crypto.randomUUID();
    await pay(SANDBOX_CARDS.approve.number, what, key);
    await expect(pay(SANDBOX_CARDS.approveMastercard.number, what, key)).rejects.toMatchObject({
      key: 'idempotencyConflict',
    });
    await expect(
      pay(SANDBOX_CARDS.approve.number, { ...what, amountMinor: 1n }, key),
    ).rejects.toMatchObject({ key: 'idempotencyConflict' });
    await expect(pay(SANDBOX_CARDS.approve.number, what)).rejects.toMatchObject({
      key: 'paymentAlreadyMade',
    });
  });

  it('refuses an expired card before the provider is called', async () => {
    const before = await t.db.selectFrom('sandbox_card_token').select('token').execute();
    await expect(
      startCardPayment(
        t.deps,
        me,
        target(),
        card(SANDBOX_CARDS.approve.number, { expYear: 2020 }),
        'k-exp',
      ),
    ).rejects.toMatchObject({ key: 'cardExpired' });
    const after = await t.db.selectFrom('sandbox_card_token').select('token').execute();
    expect(after).toHaveLength(before.length);
  });

  it('stores brand, last four and the token only: the number appears in no table', async () => {
    await pay(SANDBOX_CARDS.approveMastercard.number);
    for (const table of ['payment_attempt', 'sandbox_card_token', 'sandbox_card_charge']) {
      const rows = await sql<{
        t: string;
      }>`select row_to_json(x)::text as t from ${sql.table(table)} x`.execute(t.db);
      for (const c of Object.values(SANDBOX_CARDS)) {
        expect(
          rows.rows.some((r) => r.t.includes(c.number)),
          table,
        ).toBe(false);
      }
    }
  });
});

describe('a charge whose answer is lost (time-out after the charge)', () => {
  it('asks the provider and captures the one charge it made', async () => {
    const what = target();
    const view = await pay(SANDBOX_CARDS.timeout.number, what);
    expect(view.status).toBe('captured');
    expect(await sandboxCharges(t, view.attemptId)).toHaveLength(1);
    expect(capturesOf(what.reference)).toHaveLength(1);
  });

  it('answers "pending" when the provider cannot be asked either; the retry charges once', async () => {
    const what = target();
    const key = crypto.randomUUID();
    const provider = providersOf(t.deps).card;
    const real = provider.retrieve.bind(provider);
    // the network is down right after the charge: the first question is lost too
    const lost = vi
      .spyOn(provider, 'retrieve')
      .mockImplementationOnce(real)
      .mockImplementationOnce(async () => {
        throw new ProviderTimeoutError('retrieve');
      });
    await expect(pay(SANDBOX_CARDS.timeout.number, what, key)).rejects.toMatchObject({
      key: 'paymentPending',
    });
    lost.mockRestore();
    const attempt = await t.db
      .selectFrom('payment_attempt')
      .selectAll()
      .where('reference', '=', what.reference)
      .executeTakeFirstOrThrow();
    expect(attempt.status).toBe('pending');
    expect(await sandboxCharges(t, attempt.id)).toHaveLength(1);
    const retried = await Promise.all([
      pay(SANDBOX_CARDS.timeout.number, what, key),
      pay(SANDBOX_CARDS.timeout.number, what, key),
    ]);
    expect(retried.map((v) => v.status)).toEqual(['captured', 'captured']);
    expect(await sandboxCharges(t, attempt.id)).toHaveLength(1);
    expect(capturesOf(what.reference)).toHaveLength(1);
  });
});

describe('confirmChallenge', () => {
  it('waits for the code, then captures; a repeated confirm answers the same', async () => {
    const what = target();
    const started = await pay(SANDBOX_CARDS.challenge.number, what);
    expect(started).toMatchObject({ status: 'requires_action', action: 'challenge' });
    expect(capturesOf(what.reference)).toHaveLength(0);
    const done = await confirmChallenge(t.deps, me, started.attemptId, SANDBOX_CHALLENGE_CODE);
    expect(done).toMatchObject({ status: 'captured', action: null });
    expect(await confirmChallenge(t.deps, me, started.attemptId, SANDBOX_CHALLENGE_CODE)).toEqual(
      done,
    );
    expect(capturesOf(what.reference)).toHaveLength(1);
  });

  it('fails a wrong code, and the member may pay again with a new key', async () => {
    const what = target();
    const started = await pay(SANDBOX_CARDS.challenge.number, what);
    await expect(confirmChallenge(t.deps, me, started.attemptId, '000000')).rejects.toMatchObject({
      key: 'paymentChallengeFailed',
    });
    await expect(
      confirmChallenge(t.deps, me, started.attemptId, SANDBOX_CHALLENGE_CODE),
    ).rejects.toMatchObject({ key: 'paymentChallengeFailed' });
    expect((await pay(SANDBOX_CARDS.approve.number, what)).status).toBe('captured');
  });

  it("answers another member's attempt, or one that does not exist, as not found", async () => {
    const started = await pay(SANDBOX_CARDS.challenge.number);
    await expect(
      confirmChallenge(t.deps, stranger, started.attemptId, SANDBOX_CHALLENGE_CODE),
    ).rejects.toMatchObject({ key: 'paymentNotFound' });
    await expect(confirmChallenge(t.deps, me, 2_000_000_000, '123456')).rejects.toMatchObject({
      key: 'paymentNotFound',
    });
  });

  it('answers a confirm of an attempt that settled already with its state', async () => {
    const paid = await pay(SANDBOX_CARDS.approve.number);
    expect((await confirmChallenge(t.deps, me, paid.attemptId, '123456')).status).toBe('captured');
  });
});

describe('a capture its owner refuses', () => {
  it('is refunded at the provider and told to the member', async () => {
    const what = target();
    settled.refuse.add(what.reference);
    await expect(pay(SANDBOX_CARDS.approve.number, what)).rejects.toMatchObject({
      key: 'paymentCanceled',
    });
    const attempt = await t.db
      .selectFrom('payment_attempt')
      .selectAll()
      .where('reference', '=', what.reference)
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ status: 'refunded', failure_code: 'paymentCanceled' });
    expect(await sandboxCharges(t, attempt.id)).toMatchObject([{ status: 'refunded' }]);
    expect(capturesOf(what.reference)).toHaveLength(0);
  });
});
