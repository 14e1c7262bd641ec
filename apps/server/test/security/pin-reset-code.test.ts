import {
  RESET_CODE_MAX_TRIES,
  RESET_CODE_TTL_MS,
  SECURITY_PATHS,
  SECURITY_THROTTLE,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPinForTest, verifyPin } from '../../src/modules/security/pin.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fieldKeys, lastMailTo, signedIn } from './security-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const sendCode = (token: string, locale?: string) =>
  call(t, 'POST', SECURITY_PATHS.sendResetCode, { token, locale });
const byCode = (token: string, code: string, pin = '333333', confirmPin = pin) =>
  call(t, 'POST', SECURITY_PATHS.resetByCode, { token, body: { code, pin, confirmPin } });

/** A member with PIN 111111 and a code sent; the code as read from the mail. */
async function memberWithCode() {
  const session = await signedIn(t);
  await setPinForTest(t.deps, session.member.id, '111111');
  expect((await sendCode(session.token)).statusCode).toBe(200);
  return { ...session, code: await codeIn(session.member.email as string) };
}

async function codeIn(address: string): Promise<string> {
  const mail = await lastMailTo(t, address);
  const code = /\b(\d{6})\b/.exec(mail?.body_text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${address}`);
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /wm/security/pin/reset/send-code', () => {
  it('mails a 6-digit code in the member language and keeps only its hash', async () => {
    const { token, member } = await signedIn(t, { email: 'sam.lee@example.com' });
    const res = await sendCode(token, 'id');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      sentTo: 's•••e@example.com',
      expiresInSeconds: RESET_CODE_TTL_MS / 1000,
    });
    const mail = await lastMailTo(t, 'sam.lee@example.com');
    expect(mail?.subject).toBe('Kode atur ulang PIN Anda');
    const code = await codeIn('sam.lee@example.com');
    const row = await t.db
      .selectFrom('pin_reset_code')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^\$argon2id\$/);
    expect(row.code_hash).not.toContain(code);
    expect(row.tries_left).toBe(RESET_CODE_MAX_TRIES);
  });

  it('answers noEmailOnFile when the member has no email', async () => {
    const { token } = await signedIn(t, { email: null });
    const res = await sendCode(token);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.error).toBe('noEmailOnFile');
  });

  it('throttles sending', async () => {
    const { token } = await signedIn(t);
    const codes = [];
    for (let i = 0; i <= SECURITY_THROTTLE.sendCode.max; i++)
      codes.push((await sendCode(token)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('POST /wm/security/pin/reset/by-code', () => {
  it('sets the new PIN with the right code, once', async () => {
    const { token, member, code } = await memberWithCode();
    const res = await byCode(token, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pinSet).toBe(true);
    await expect(verifyPin(t.deps, member.id, '333333')).resolves.toBeUndefined();

    const reuse = await byCode(token, code, '444444');
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().data.error).toBe('resetCodeExpired');
    await expect(verifyPin(t.deps, member.id, '333333')).resolves.toBeUndefined();
  });

  it('refuses a wrong code with the catalogue message and counts the tries', async () => {
    const { token, member, code } = await memberWithCode();
    const wrong = await byCode(token, otherCode(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      data: { error: 'verificationCodeError', details: { remaining: RESET_CODE_MAX_TRIES - 1 } },
      msg: 'Verification code error',
    });
    await expect(verifyPin(t.deps, member.id, '111111')).resolves.toBeUndefined();
  });

  it('after five wrong tries even the right code is refused', async () => {
    const { token, code } = await memberWithCode();
    for (let i = 0; i < RESET_CODE_MAX_TRIES; i++) {
      expect((await byCode(token, otherCode(code))).json().data.error).toBe(
        'verificationCodeError',
      );
    }
    const right = await byCode(token, code);
    expect(right.json().data.error).toBe('resetCodeExpired');
  });

  it('refuses a code older than 10 minutes', async () => {
    const { token, code } = await memberWithCode();
    t.clock.advance(RESET_CODE_TTL_MS + 1000);
    const res = await byCode(token, code);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.error).toBe('resetCodeExpired');
  });

  it('a new code replaces the old one', async () => {
    const { token, member, code: first } = await memberWithCode();
    expect((await sendCode(token)).statusCode).toBe(200);
    const second = await codeIn(member.email as string);
    if (first !== second) {
      expect((await byCode(token, first)).json().data.error).toBe('verificationCodeError');
    }
    expect((await byCode(token, second)).statusCode).toBe(200);
  });

  it('answers resetCodeExpired when no code was sent', async () => {
    const { token } = await signedIn(t);
    const res = await byCode(token, '123456');
    expect(res.json().data.error).toBe('resetCodeExpired');
  });

  it("another member's code does not work", async () => {
    const { code } = await memberWithCode();
    const other = await signedIn(t);
    await setPinForTest(t.deps, other.member.id, '111111');
    const res = await byCode(other.token, code);
    expect(res.json().data.error).toBe('resetCodeExpired');
  });

  it.each([
    [
      'letters in the code',
      { code: '12ab56', pin: '333333', confirmPin: '333333' },
      ['body.code validation.security.codeFormat'],
    ],
    ['a missing code', { pin: '333333', confirmPin: '333333' }, ['body.code validation.required']],
    [
      'a mismatched confirmation',
      { code: '123456', pin: '333333', confirmPin: '333334' },
      ['body.confirmPin validation.security.pinMismatch'],
    ],
  ])('refuses %s', async (_name, body, fields) => {
    const { token } = await signedIn(t);
    const res = await call(t, 'POST', SECURITY_PATHS.resetByCode, { token, body });
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res)).toEqual(fields);
  });
});
