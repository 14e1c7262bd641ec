import { BANK_PATHS, MESSAGE_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { lastMailTo } from '../security/security-test-kit.js';
import { addBank, balanceOf, call, fieldKeys, fund, TEST_PIN, walletMember } from './factories.js';

let t: TestApp;
let me: Awaited<ReturnType<typeof walletMember>>;
let myBank: number;

beforeAll(async () => {
  t = await createTestApp();
  me = await walletMember(t);
  myBank = await addBank(t, me.token);
  await fund(t.db, me.member, 'bonus', 100_000n);
});
afterAll(() => t.close());

const SECOND_ACCOUNT = {
  bankName: 'Other Bank',
  accountNumber: '99887766',
  accountType: 'savings',
  holderName: 'Someone Else',
};

async function personalMessages(token: string) {
  const res = await call(t, 'GET', MESSAGE_PATHS.page, {
    token,
    query: { pageNum: '1', pageSize: '20', type: '3' },
  });
  return res.json().data.list as { title: string; summary: string }[];
}

async function applied(amount = '100.00') {
  const res = await call(t, 'POST', '/wm/wallet/withdraw', {
    token: me.token,
    body: {
      account: 'bonus',
      amount,
      bankAccountId: myBank,
      paymentMethod: 'bankTransfer',
      pin: TEST_PIN,
    },
  });
  return res.json().data as { id: number };
}

describe('security review: redirecting money is a step-up action', () => {
  it('a session token alone can neither add a payout account nor update a withdrawal', async () => {
    const noPin = await call(t, 'POST', BANK_PATHS.add, { token: me.token, body: SECOND_ACCOUNT });
    expect(fieldKeys(noPin)).toEqual(['body.pin validation.required']);
    const wrongPin = await call(t, 'POST', BANK_PATHS.add, {
      token: me.token,
      body: { ...SECOND_ACCOUNT, pin: '000000' },
    });
    expect(wrongPin.json().data.error).toBe('pinIncorrect');
    const accounts = await call(t, 'GET', BANK_PATHS.list, { token: me.token });
    expect(accounts.json().data).toHaveLength(1);

    const w = await applied();
    const before = await balanceOf(t.db, me.member.id, 'bonus');
    const url = `/bo/ewallet/withdraw/${w.id}/update`;
    const bare = await call(t, 'POST', url, {
      token: me.token,
      body: { amount: '900.00', bankAccountId: myBank },
    });
    expect(fieldKeys(bare)).toEqual(['body.pin validation.required']);
    const wrong = await call(t, 'POST', url, {
      token: me.token,
      body: { amount: '900.00', pin: '000000' },
    });
    expect(wrong.json().data.error).toBe('pinIncorrect');
    expect(await balanceOf(t.db, me.member.id, 'bonus')).toBe(before);
    const detail = await call(t, 'GET', `/bo/ewallet/withdraw/${w.id}`, { token: me.token });
    expect(detail.json().data).toMatchObject({ status: 1, amount: '100.00' });
  });

  it('tells the member in the inbox and by mail when a payout account is added', async () => {
    const res = await call(t, 'POST', BANK_PATHS.add, {
      token: me.token,
      body: { ...SECOND_ACCOUNT, pin: TEST_PIN },
      locale: 'zh-CN',
    });
    expect(res.json().code).toBe(0);
    const [newest] = await personalMessages(me.token);
    expect(newest!.summary).toContain('•••• 7766');
    const mail = await lastMailTo(t, me.member.email!);
    expect(mail?.subject).toBe(newest!.title);
    expect(mail?.body_text).toContain('Other Bank');
    expect(mail?.body_text).toContain('•••• 7766');
  });

  it('with the PIN, updates the withdrawal and tells the member once, even on a replay', async () => {
    const w = await applied();
    const other = await addBank(t, me.token);
    const key = 'update-step-up-0001';
    const send = () =>
      call(t, 'POST', `/bo/ewallet/withdraw/${w.id}/update`, {
        token: me.token,
        key,
        body: { amount: '250.00', bankAccountId: other, pin: TEST_PIN },
      });
    const mailsBefore = await mailCount();
    const res = await send();
    expect(res.json().data).toMatchObject({ status: 6, amount: '250.00' });
    expect((await send()).json().data).toMatchObject({ status: 6, amount: '250.00' });

    const mine = await personalMessages(me.token);
    const notices = mine.filter((m) => m.summary.includes('250.00'));
    expect(notices).toHaveLength(1);
    expect(await mailCount()).toBe(mailsBefore + 1);
    const mail = await lastMailTo(t, me.member.email!);
    expect(mail?.body_text).toContain('250.00');
    expect(mail?.body_text).toContain('•••• 7890');
  });
});

async function mailCount() {
  const rows = await t.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', '=', me.member.email!)
    .execute();
  return rows.length;
}
