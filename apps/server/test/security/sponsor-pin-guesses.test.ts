// This file runs on both engines in CI (scripts/test.sh): what it checks is a promise the
// product makes on either database.
import { ORDER_PATHS, PIN_LOCK_MS, PIN_MAX_FAILURES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { eOrder, makeShop, placeOrder } from '../order/order-test-kit.js';
import { balanceOf, call, fund, TEST_PIN, walletMember } from '../wallet/factories.js';

/**
 * Paying from the e-product account takes the sponsor's e-wallet password (their PIN). A recruit
 * guessing it must never lock the sponsor out of their own wallet: the guesses are the payer's,
 * counted and locked on the payer's side, and the sponsor is told.
 */
let t: TestApp;
let ebook: number;

beforeAll(async () => {
  t = await createTestApp();
  ebook = (
    await makeShop(t.db, [{ name: 'Guide', kind: 'eproduct', price: 2500n, bv: 1000n, stock: 50 }])
  ).get('Guide')!;
});
afterAll(() => t.close());

const pay = (token: string, orderNo: string, sponsorPassword: string) =>
  call(t, 'POST', ORDER_PATHS.pay.replace(':orderNo', orderNo), {
    token,
    body: {
      method: 'ewallet',
      amount: '25.00',
      account: 'eproduct',
      pin: TEST_PIN,
      sponsorPassword,
    },
  });

/** The sponsor moves money between their own accounts, which takes their own PIN. */
const ownTransfer = (token: string, pin = TEST_PIN) =>
  call(t, 'POST', '/bo/ewallet/transfer', {
    token,
    body: { fromAccount: 'bonus', toAccount: 'eproduct', amount: '1.00', pin },
  });

const inbox = (memberId: number) =>
  t.db
    .selectFrom('message')
    .select(['title', 'body', 'category'])
    .where('member_id', '=', memberId)
    .execute();

async function world() {
  const sponsor = await walletMember(t);
  const recruit = await walletMember(t, { sponsor_id: sponsor.member.id });
  await fund(t.db, sponsor.member, 'bonus', 10_000n);
  await fund(t.db, recruit.member, 'eproduct', 10_000n);
  const order = await placeOrder(t, recruit.token, eOrder([ebook]));
  return { sponsor, recruit, order };
}

describe("a recruit guessing the sponsor's e-wallet password", () => {
  it("is stopped on its own side; the sponsor's wallet keeps working and the sponsor is told", async () => {
    const { sponsor, recruit, order } = await world();
    const answers = [];
    for (let i = 0; i < PIN_MAX_FAILURES + 1; i++) {
      answers.push(await pay(recruit.token, order.orderNo, '000000'));
    }
    const keys = answers.map((a) => a.json().data.error);
    expect(keys.slice(0, PIN_MAX_FAILURES - 1)).toEqual(
      Array(PIN_MAX_FAILURES - 1).fill('sponsorPasswordIncorrect'),
    );
    // the guess that uses up the tries, and every later one, is the payer's own lock
    for (const locked of answers.slice(PIN_MAX_FAILURES - 1)) {
      expect(locked.statusCode).toBe(429);
      expect(locked.json().data.error).toBe('sponsorPasswordLocked');
      expect(locked.json().msg).toMatch(/15 minute/);
    }

    // the sponsor's own PIN was never counted against, let alone locked
    const transfer = await ownTransfer(sponsor.token);
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(await balanceOf(t.db, sponsor.member.id, 'eproduct')).toBe(100n);
    const security = await call(t, 'GET', '/wm/security/status', { token: sponsor.token });
    expect(security.json().data.lockedUntil).toBeNull();

    // the recruit is refused further guesses, even the right password, until the lock ends
    const right = await pay(recruit.token, order.orderNo, TEST_PIN);
    expect(right.statusCode).toBe(429);
    expect(right.json().data.error).toBe('sponsorPasswordLocked');
    expect(await balanceOf(t.db, recruit.member.id, 'eproduct')).toBe(10_000n);

    // the sponsor hears of it once, in the wallet category, naming the recruit
    const told = (await inbox(sponsor.member.id)).filter((m) => m.category === 'wallet');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(recruit.member.login_name);
    expect(told[0]!.title).not.toContain('message.notice');
    expect(await inbox(recruit.member.id)).toEqual([]);
    // and by mail, whatever their preferences (an alert, like a changed bank account)
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', sponsor.member.email!)
      .execute();
    expect(mails.map((m) => m.subject)).toEqual([told[0]!.title]);

    // after the lock the right password pays
    t.clock.advance(PIN_LOCK_MS + 1_000);
    const later = await pay(recruit.token, order.orderNo, TEST_PIN);
    expect(later.json().data, later.body).toMatchObject({ paid: true });
    expect(await balanceOf(t.db, recruit.member.id, 'eproduct')).toBe(7_500n);
  });

  it('guesses sent at once are judged one at a time: no more tries, and one notice', async () => {
    const { sponsor, recruit, order } = await world();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => pay(recruit.token, order.orderNo, '000000')),
    );
    const keys = answers.map((a) => a.json().data.error as string);
    expect(keys.filter((k) => k === 'sponsorPasswordIncorrect')).toHaveLength(PIN_MAX_FAILURES - 1);
    expect(keys.filter((k) => k === 'sponsorPasswordLocked')).toHaveLength(
      12 - PIN_MAX_FAILURES + 1,
    );
    expect(await inbox(sponsor.member.id)).toHaveLength(1);
    expect((await ownTransfer(sponsor.token)).statusCode).toBe(200);
  });

  it("a right password clears the payer's count; the sponsor's own wrong PINs still lock only the sponsor", async () => {
    const { sponsor, recruit, order } = await world();
    for (let i = 0; i < PIN_MAX_FAILURES - 1; i++) {
      expect((await pay(recruit.token, order.orderNo, '000000')).json().data.error).toBe(
        'sponsorPasswordIncorrect',
      );
    }
    const right = await pay(recruit.token, order.orderNo, TEST_PIN);
    expect(right.json().data, right.body).toMatchObject({ paid: true });
    const second = await placeOrder(t, recruit.token, eOrder([ebook]));
    // counted afresh: one wrong guess is not the fifth
    expect((await pay(recruit.token, second.orderNo, '000000')).json().data.error).toBe(
      'sponsorPasswordIncorrect',
    );
    expect(await inbox(sponsor.member.id)).toEqual([]);

    // the sponsor's own wrong PINs lock the sponsor, as always
    for (let i = 0; i < PIN_MAX_FAILURES; i++) await ownTransfer(sponsor.token, '999999');
    expect((await ownTransfer(sponsor.token)).json().data.error).toBe('pinLocked');
  });
});
