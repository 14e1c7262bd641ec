import { API_BASE_PATH, PAYMENT_PATHS, SANDBOX_SIGNATURE_HEADER } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberContext } from '../../src/lib/member-context.js';
import {
  resolveThirdPartyReturn,
  startThirdPartyPayment,
} from '../../src/modules/payment/index.js';
import { sandboxEventBody } from '../../src/modules/payment/providers/sandbox-event.js';
import { createTestApp, drainJobs, type TestApp } from '../helpers/test-app.js';
import { capturesOf, payer, settled, signedEvent, target } from './payment-test-kit.js';

let t: TestApp;
let me: MemberContext;
let stranger: MemberContext;
beforeAll(async () => {
  t = await createTestApp();
  me = await payer(t);
  stranger = await payer(t, 'MY');
});
afterAll(() => t.close());

const RETURN = '/shopping/Payment/SuccessfulPayment?orderNo=T';
const start = (what = target(), key = crypto.randomUUID()) =>
  startThirdPartyPayment(t.deps, me, what, RETURN, key);
const webhook = (raw: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}${PAYMENT_PATHS.sandboxWebhook}`,
    headers,
    payload: raw,
  });
const press = (redirectUrl: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });

/** The event the sandbox queued for a decided session, signed as it would send it. */
async function queuedEvent(attemptId: number) {
  const attempt = await t.db
    .selectFrom('payment_attempt')
    .selectAll()
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  const session = await t.db
    .selectFrom('sandbox_redirect_session')
    .selectAll()
    .where('id', '=', attempt.provider_ref!)
    .executeTakeFirstOrThrow();
  const captured = session.status === 'captured';
  return signedEvent(
    t,
    sandboxEventBody(session.event_id!, captured ? 'payment.captured' : 'payment.failed', {
      providerRef: session.id,
      status: session.status,
      amountMinor: session.amount_minor,
      currency: session.currency,
      failureCode: captured ? null : 'canceled',
      action: null,
    }),
  );
}

describe('the hosted page', () => {
  it('shows the amount and two buttons in a plain form, under the page CSP, without script', async () => {
    const view = await start(target(12_345n));
    expect(view).toMatchObject({ status: 'requires_action', action: 'redirect' });
    const res = await t.app.inject({
      method: 'GET',
      url: view.redirectUrl!,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('123.45 USD');
    expect(res.body).toContain('确认支付');
    expect(res.body).toContain(`action="${view.redirectUrl}"`);
  });

  it('answers an unknown page with 404 and a malformed token with 400', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/sandbox/pay/${'x'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('unknown or has expired');
    const bad = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/sandbox/pay/a%3Cb` });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a form without a known button', async () => {
    const view = await start();
    const res = await press(view.redirectUrl!, 'steal');
    expect(res.statusCode).toBe(400);
  });

  it('answers the same session for the same key', async () => {
    const what = target();
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([start(what, key), start(what, key)]);
    expect(b.redirectUrl).toBe(a.redirectUrl);
  });

  it('takes a path of the portal only as the return address', async () => {
    await expect(
      startThirdPartyPayment(t.deps, me, target(), 'https://evil.example/x', 'k-abs'),
    ).rejects.toThrow();
    await expect(
      startThirdPartyPayment(t.deps, me, target(), '//evil.example', 'k-pr'),
    ).rejects.toThrow();
  });
});

describe('approve: the member returns and the webhook arrives', () => {
  it('sends the browser back to the return URL with the attempt (303)', async () => {
    const view = await start();
    const res = await press(view.redirectUrl!, 'approve');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${RETURN}&attemptId=${view.attemptId}&status=captured`);
    // a second press (another tab) changes nothing and sends no second event
    const again = await press(view.redirectUrl!, 'cancel');
    expect(again.headers.location).toContain('status=captured');
  });

  it('applies the same webhook twice as one capture', async () => {
    const what = target();
    const view = await start(what);
    await press(view.redirectUrl!, 'approve');
    const event = await queuedEvent(view.attemptId);
    const first = await webhook(event.raw, event.headers);
    expect(first.json()).toMatchObject({ code: 0, data: { received: true, duplicate: false } });
    const second = await webhook(event.raw, event.headers);
    expect(second.json()).toMatchObject({ code: 0, data: { received: true, duplicate: true } });
    expect(capturesOf(what.reference)).toHaveLength(1);
    // the member's return after the webhook finds it paid
    expect((await resolveThirdPartyReturn(t.deps, me, view.attemptId)).status).toBe('captured');
    expect(capturesOf(what.reference)).toHaveLength(1);
  });

  it('makes one payment when the return and the webhooks race', async () => {
    const what = target();
    const view = await start(what);
    await press(view.redirectUrl!, 'approve');
    const event = await queuedEvent(view.attemptId);
    const answers = await Promise.all([
      resolveThirdPartyReturn(t.deps, me, view.attemptId),
      webhook(event.raw, event.headers),
      resolveThirdPartyReturn(t.deps, me, view.attemptId),
      webhook(event.raw, event.headers),
    ]);
    expect(answers[0]).toMatchObject({ status: 'captured' });
    expect(answers[2]).toMatchObject({ status: 'captured' });
    expect(capturesOf(what.reference)).toHaveLength(1);
    const events = await t.db
      .selectFrom('payment_event')
      .selectAll()
      .where('attempt_id', '=', view.attemptId)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('delivers the queued webhook over real HTTP to the running server', async () => {
    const what = target();
    const view = await start(what);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.deps.config.publicUrl = address;
    await press(view.redirectUrl!, 'approve');
    expect(await drainJobs(t)).toBeGreaterThan(0);
    expect(capturesOf(what.reference)).toHaveLength(1);
    const attempt = await t.db
      .selectFrom('payment_attempt')
      .select('status')
      .where('id', '=', view.attemptId)
      .executeTakeFirstOrThrow();
    expect(attempt.status).toBe('captured');
  });

  it("answers another member's return as not found", async () => {
    const view = await start();
    await expect(resolveThirdPartyReturn(t.deps, stranger, view.attemptId)).rejects.toMatchObject({
      key: 'paymentNotFound',
    });
  });
});

describe('cancel', () => {
  it('fails the attempt once; the return tells the member to re-pay', async () => {
    const what = target();
    const view = await start(what);
    const res = await press(view.redirectUrl!, 'cancel');
    expect(res.headers.location).toContain('status=failed');
    const event = await queuedEvent(view.attemptId);
    await webhook(event.raw, event.headers);
    await webhook(event.raw, event.headers);
    await expect(resolveThirdPartyReturn(t.deps, me, view.attemptId)).rejects.toMatchObject({
      key: 'paymentCanceled',
    });
    expect(settled.failed.filter((f) => f.reference === what.reference)).toHaveLength(1);
    expect(capturesOf(what.reference)).toHaveLength(0);
  });
});

describe('the webhook refuses what it cannot trust', () => {
  it('refuses a bad, missing or stale signature and applies nothing', async () => {
    const what = target();
    const view = await start(what);
    await press(view.redirectUrl!, 'approve');
    const event = await queuedEvent(view.attemptId);
    const tampered = event.raw.replace('payment.captured', 'payment.failed');
    const bad = await webhook(tampered, event.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.error).toBe('webhookSignatureInvalid');
    const missing = await webhook(event.raw, { 'content-type': 'application/json' });
    expect(missing.statusCode).toBe(400);
    const old = signedEvent(t, JSON.parse(event.raw), new Date(t.deps.now().getTime() - 3_600_000));
    expect((await webhook(old.raw, old.headers)).statusCode).toBe(400);
    const forged = { ...event.headers, [SANDBOX_SIGNATURE_HEADER]: `t=1,v1=${'0'.repeat(64)}` };
    expect((await webhook(event.raw, forged)).statusCode).toBe(400);
    expect(capturesOf(what.reference)).toHaveLength(0);
  });

  it('acknowledges a signed event of a charge it never made without applying it', async () => {
    const event = signedEvent(t, {
      id: 'evt_unknown_charge_1',
      type: 'payment.captured',
      data: {
        providerRef: 'rs_nothing',
        status: 'captured',
        amountMinor: '100',
        currency: 'USD',
        failureCode: null,
      },
    });
    const res = await webhook(event.raw, event.headers);
    expect(res.json()).toMatchObject({ code: 0, data: { received: true } });
  });

  it('refuses a signed body that is not an event', async () => {
    const event = signedEvent(t, { hello: 'world' });
    expect((await webhook(event.raw, event.headers)).statusCode).toBe(400);
  });
});
