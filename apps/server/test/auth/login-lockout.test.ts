import { AUTH_LIMITS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { errorOf, freshAddress, knownCaptcha, postLogin } from './auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function mailsTo(address: string) {
  return t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text'])
    .where('to_address', '=', address)
    .execute();
}

describe('security review: nobody can lock a member out', () => {
  it('10 wrong passwords from one address, then one every 90 s, do not lock the owner out elsewhere', async () => {
    const member = await createMember(t.db, { login_name: 'US900061' });
    const attacker = freshAddress();
    for (let i = 0; i < 10; i++) {
      await postLogin(t, { username: 'US900061', password: 'wrong-pass' }, attacker);
    }
    for (let i = 0; i < 8; i++) {
      t.clock.advance(90_000);
      await postLogin(t, { username: 'US900061', password: 'wrong-pass' }, attacker);
    }
    // the attacker's address is asked for a captcha; it is not locked out either way
    const fromAttacker = await postLogin(
      t,
      { username: 'US900061', password: 'wrong-pass' },
      attacker,
    );
    expect(errorOf(fromAttacker).data).toMatchObject({ error: 'captchaRequired' });

    // the owner from home: a captcha (the account sees failures), never a lock
    const home = freshAddress();
    const owner = await postLogin(
      t,
      { username: 'US900061', password: TEST_PASSWORD, ...(await knownCaptcha(t)) },
      home,
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.token).toEqual(expect.any(String));

    // told by mail once for the burst, not per failure
    const mails = await mailsTo(member.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Failed logins to your account');
    expect(mails[0]!.body_text).toContain('US900061');
  });

  it('failures with solved captchas still lock the account, from the addresses that failed', async () => {
    await createMember(t.db, { login_name: 'US900062' });
    const addresses = [freshAddress(), freshAddress()];
    for (let i = 0; i < AUTH_LIMITS.lockAfterFailures; i++) {
      const captcha = await knownCaptcha(t);
      const address = addresses[i % 2]!;
      await postLogin(t, { username: 'US900062', password: 'wrong-pass', ...captcha }, address);
    }
    for (const address of addresses) {
      const right = await postLogin(
        t,
        { username: 'US900062', password: TEST_PASSWORD, ...(await knownCaptcha(t)) },
        address,
      );
      expect(right.statusCode).toBe(429);
      expect(errorOf(right).data.error).toBe('accountLocked');
    }
  });

  it('a second burst after a quiet window is mailed again', async () => {
    const member = await createMember(t.db, { login_name: 'US900063' });
    const burst = async () => {
      const address = freshAddress();
      for (let i = 0; i < AUTH_LIMITS.alertAfterFailures + 2; i++) {
        await postLogin(t, { username: 'US900063', password: 'wrong-pass' }, address);
      }
    };
    await burst();
    expect(await mailsTo(member.email!)).toHaveLength(1);
    t.clock.advance(AUTH_LIMITS.windowMs + 1);
    await burst();
    expect(await mailsTo(member.email!)).toHaveLength(2);
  });
});
