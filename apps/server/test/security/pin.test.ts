import { PIN_LOCK_MS, SECURITY_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../src/lib/app-error.js';
import { setPinForTest, verifyPin } from '../../src/modules/security/pin.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fieldKeys, lastMailTo, signedIn } from './security-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const setPin = (token: string | null, body: unknown) =>
  call(t, 'POST', SECURITY_PATHS.setPin, { token, body });
const changePin = (token: string | null, body: unknown, locale?: string) =>
  call(t, 'POST', SECURITY_PATHS.changePin, { token, body, locale });
const status = (token: string) => call(t, 'GET', SECURITY_PATHS.status, { token });

/** The error key verifyPin throws, or 'ok'. */
async function verifyOutcome(memberId: number, pin: string) {
  try {
    await verifyPin(t.deps, memberId, pin);
    return 'ok';
  } catch (e) {
    if (isAppError(e)) return e.key;
    throw e;
  }
}

describe('every security call needs a session', () => {
  it.each([
    ['GET', SECURITY_PATHS.status],
    ['POST', SECURITY_PATHS.setPin],
    ['POST', SECURITY_PATHS.changePin],
    ['GET', SECURITY_PATHS.questionOptions],
    ['POST', SECURITY_PATHS.setQuestions],
    ['GET', SECURITY_PATHS.myQuestions],
    ['POST', SECURITY_PATHS.resetByQuestions],
    ['POST', SECURITY_PATHS.sendResetCode],
    ['POST', SECURITY_PATHS.resetByCode],
  ] as const)('%s %s answers 401 without one', async (method, path) => {
    const res = await call(t, method, path, {
      token: null,
      body: method === 'POST' ? {} : undefined,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().data.error).toBe('unauthorized');
  });
});

describe('GET /wm/security/status and POST /wm/security/pin', () => {
  it('starts with nothing set, then sets the first PIN once', async () => {
    const { token, member } = await signedIn(t, { email: 'jane.doe@example.com' });
    expect((await status(token)).json().data).toEqual({
      pinSet: false,
      questionsSet: false,
      lockedUntil: null,
      resetEmail: 'j•••e@example.com',
    });
    const res = await setPin(token, { pin: '482913', confirmPin: '482913' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ pinSet: true, questionsSet: false });
    const stored = await t.db
      .selectFrom('member_security')
      .select('pin_hash')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(stored.pin_hash).toMatch(/^hmac1\.[0-9a-f]{8}\.[\w-]{43}$/);
    expect(await verifyOutcome(member.id, '482913')).toBe('ok');

    const again = await setPin(token, { pin: '111111', confirmPin: '111111' });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.error).toBe('pinAlreadySet');
    expect(again.json().msg).toContain('Set-up failed');
    expect(await verifyOutcome(member.id, '482913')).toBe('ok');
  });

  it.each([
    ['missing fields', {}, ['body.pin validation.required', 'body.confirmPin validation.required']],
    [
      'five digits',
      { pin: '12345', confirmPin: '12345' },
      ['body.pin validation.security.pinFormat', 'body.confirmPin validation.security.pinFormat'],
    ],
    [
      'letters',
      { pin: '12a456', confirmPin: '12a456' },
      ['body.pin validation.security.pinFormat', 'body.confirmPin validation.security.pinFormat'],
    ],
    [
      'a number instead of text',
      { pin: 123456, confirmPin: '123456' },
      ['body.pin validation.required'],
    ],
    [
      'seven digits',
      { pin: '1234567', confirmPin: '1234567' },
      ['body.pin validation.security.pinFormat', 'body.confirmPin validation.security.pinFormat'],
    ],
    [
      'a confirmation that differs',
      { pin: '123456', confirmPin: '123465' },
      ['body.confirmPin validation.security.pinMismatch'],
    ],
  ])('refuses %s with field errors', async (_name, body, fields) => {
    const { token } = await signedIn(t);
    const res = await setPin(token, body);
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res)).toEqual(fields);
    expect((await status(token)).json().data.pinSet).toBe(false);
  });
});

describe('POST /wm/security/pin/change', () => {
  it('changes the PIN with the old one and mails a notice', async () => {
    const { token, member } = await signedIn(t);
    await setPinForTest(t.deps, member.id, '246810');
    const res = await changePin(token, { oldPin: '246810', pin: '135790', confirmPin: '135790' });
    expect(res.statusCode).toBe(200);
    expect(await verifyOutcome(member.id, '135790')).toBe('ok');
    expect(await verifyOutcome(member.id, '246810')).toBe('pinIncorrect');
    expect((await lastMailTo(t, member.email as string))?.subject).toBe('Your PIN was changed');
  });

  it('refuses a wrong old PIN, translated, and keeps the PIN', async () => {
    const { token, member } = await signedIn(t);
    await setPinForTest(t.deps, member.id, '246810');
    const res = await changePin(
      token,
      { oldPin: '000000', pin: '135790', confirmPin: '135790' },
      'zh-CN',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toMatchObject({ error: 'pinIncorrect', details: { remaining: 4 } });
    expect(res.json().msg).toBe('PIN 不正确。再错 4 次将锁定 PIN 使用。');
    expect(await verifyOutcome(member.id, '246810')).toBe('ok');
  });

  it('answers pinNotSet when there is no PIN yet', async () => {
    const { token } = await signedIn(t);
    const res = await changePin(token, { oldPin: '000000', pin: '135790', confirmPin: '135790' });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.error).toBe('pinNotSet');
  });

  it('refuses a mismatched confirmation before looking at the old PIN', async () => {
    const { token } = await signedIn(t);
    const res = await changePin(token, { oldPin: '000000', pin: '135790', confirmPin: '135791' });
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res)).toEqual(['body.confirmPin validation.security.pinMismatch']);
  });
});

describe('verifyPin: five wrong PINs lock PIN use for 15 minutes', () => {
  it('locks on the fifth wrong PIN, refuses even the right one, and opens again later', async () => {
    const { token, member } = await signedIn(t);
    await setPinForTest(t.deps, member.id, '975310');
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await verifyOutcome(member.id, '000000'));
    expect(outcomes).toEqual([
      'pinIncorrect',
      'pinIncorrect',
      'pinIncorrect',
      'pinIncorrect',
      'pinLocked',
    ]);
    expect(await verifyOutcome(member.id, '975310')).toBe('pinLocked');

    const locked = await changePin(token, {
      oldPin: '975310',
      pin: '135790',
      confirmPin: '135790',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().data.error).toBe('pinLocked');
    expect(locked.json().msg).toContain('15');
    expect((await status(token)).json().data.lockedUntil).toBe(
      new Date(t.clock.now.getTime() + PIN_LOCK_MS).toISOString(),
    );

    t.clock.advance(PIN_LOCK_MS + 1000);
    expect((await status(token)).json().data.lockedUntil).toBeNull();
    expect(await verifyOutcome(member.id, '975310')).toBe('ok');
  });

  it('a right PIN resets the count', async () => {
    const { member } = await signedIn(t);
    await setPinForTest(t.deps, member.id, '975310');
    for (let i = 0; i < 4; i++) await verifyOutcome(member.id, '000000');
    expect(await verifyOutcome(member.id, '975310')).toBe('ok');
    for (let i = 0; i < 4; i++)
      expect(await verifyOutcome(member.id, '000000')).toBe('pinIncorrect');
  });

  it('counts concurrent wrong PINs without losing any', async () => {
    const { member } = await signedIn(t);
    await setPinForTest(t.deps, member.id, '975310');
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => verifyOutcome(member.id, '000000')),
    );
    expect(outcomes).toContain('pinLocked');
    expect(await verifyOutcome(member.id, '975310')).toBe('pinLocked');
  });

  it('answers pinNotSet for a member without a PIN', async () => {
    const { member } = await signedIn(t);
    expect(await verifyOutcome(member.id, '123456')).toBe('pinNotSet');
  });
});
