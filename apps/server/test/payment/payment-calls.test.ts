import { PAYMENT_PATHS, SANDBOX_CARDS, SANDBOX_CHALLENGE_CODE } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberContext } from '../../src/lib/member-context.js';
import { startCardPayment, startThirdPartyPayment } from '../../src/modules/payment/index.js';
import { call, fieldKeys, signedIn } from '../security/security-test-kit.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { capturesOf, card, target } from './payment-test-kit.js';

let t: TestApp;
let me: { token: string; context: MemberContext };
let other: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  const signed = await signedIn(t, { company_code: 'US' });
  me = {
    token: signed.token,
    context: { memberId: signed.member.id, companyCode: 'US' } as MemberContext,
  };
  other = await signedIn(t, { company_code: 'MY' });
});
afterAll(() => t.close());

const path = (template: string, id: number | string) => template.replace(':id', String(id));
const challenge = (token: string | null, id: number | string, body: unknown) =>
  call(t, 'POST', path(PAYMENT_PATHS.challenge, id), { token, body });
const refresh = (token: string | null, id: number | string) =>
  call(t, 'POST', path(PAYMENT_PATHS.refresh, id), { token });

describe('POST challenge', () => {
  it('captures with the right code, and a repeat answers the same', async () => {
    const what = target(2_500n);
    const started = await startCardPayment(
      t.deps,
      me.context,
      what,
      card(SANDBOX_CARDS.challenge.number),
      crypto.randomUUID(),
    );
    const res = await challenge(me.token, started.attemptId, { code: SANDBOX_CHALLENGE_CODE });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { status: 'captured', amount: '25.00', last4: '3220' },
    });
    const again = await challenge(me.token, started.attemptId, { code: SANDBOX_CHALLENGE_CODE });
    expect(again.json().data).toEqual(res.json().data);
    expect(capturesOf(what.reference)).toHaveLength(1);
  });

  it('refuses a malformed code or id with 400 and field keys', async () => {
    const bad = await challenge(me.token, 1, { code: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(fieldKeys(bad)).toEqual(['body.code validation.payment.code']);
    expect((await challenge(me.token, 'x', { code: '123456' })).statusCode).toBe(400);
  });

  it('answers a wrong code with a translated refusal', async () => {
    const started = await startCardPayment(
      t.deps,
      me.context,
      target(),
      card(SANDBOX_CARDS.challenge.number),
      crypto.randomUUID(),
    );
    const res = await call(t, 'POST', path(PAYMENT_PATHS.challenge, started.attemptId), {
      token: me.token,
      body: { code: '000000' },
      locale: 'id',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ data: { error: 'paymentChallengeFailed' } });
    expect(res.json().msg).toContain('Pembayaran Gagal');
  });

  it("answers another member's attempt like a missing one, and no session with 401", async () => {
    const started = await startCardPayment(
      t.deps,
      me.context,
      target(),
      card(SANDBOX_CARDS.challenge.number),
      crypto.randomUUID(),
    );
    const foreign = await challenge(other.token, started.attemptId, { code: '123456' });
    const missing = await challenge(other.token, 2_000_000_001, { code: '123456' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.error).toBe('paymentNotFound');
    expect(missing.json().data.error).toBe('paymentNotFound');
    expect((await challenge(null, started.attemptId, { code: '123456' })).statusCode).toBe(401);
  });
});

describe('POST refresh', () => {
  it('settles a third-party payment approved on the hosted page', async () => {
    const what = target();
    const view = await startThirdPartyPayment(
      t.deps,
      me.context,
      what,
      '/shopping/Payment/SuccessfulPayment',
      crypto.randomUUID(),
    );
    const waiting = await refresh(me.token, view.attemptId);
    expect(waiting.json().data).toMatchObject({ status: 'requires_action', action: 'redirect' });
    await t.app.inject({
      method: 'POST',
      url: view.redirectUrl!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=approve',
    });
    const paid = await refresh(me.token, view.attemptId);
    expect(paid.json()).toMatchObject({ code: 0, data: { status: 'captured' } });
    expect(capturesOf(what.reference)).toHaveLength(1);
  });

  it("refuses another member's attempt, a bad id and no session", async () => {
    const view = await startThirdPartyPayment(
      t.deps,
      me.context,
      target(),
      '/shopping/Payment',
      crypto.randomUUID(),
    );
    expect((await refresh(other.token, view.attemptId)).json().data.error).toBe('paymentNotFound');
    expect((await refresh(me.token, 0)).statusCode).toBe(400);
    expect((await refresh(null, view.attemptId)).statusCode).toBe(401);
  });
});
