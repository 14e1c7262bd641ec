import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWallet } from '../../src/modules/wallet/wallet-verify.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { balanceOf, totalOfAllAccounts } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
});
afterAll(() => t.close());

const memberId = async (login: string) =>
  (
    await t.db
      .selectFrom('member')
      .select('id')
      .where('login_name', '=', login)
      .executeTakeFirstOrThrow()
  ).id;

describe('seeded wallet', () => {
  it('gives the demo logins their opening balances', async () => {
    const demo = await memberId('demo');
    // the seed closes US's past cycles (issue 14): their bonuses land on top of the opening
    expect(await balanceOf(t.db, demo, 'bonus')).toBeGreaterThanOrEqual(125_000n);
    expect(await balanceOf(t.db, demo, 'eproduct')).toBe(30_000n);
    expect(await balanceOf(t.db, demo, 'worldplan')).toBeGreaterThanOrEqual(8_000n);
    // …and ID's too (its last four cycles are closed): the opening is the floor
    expect(await balanceOf(t.db, await memberId('iddemo'), 'bonus')).toBeGreaterThanOrEqual(
      2_500_000n,
    );
  });

  it('gives a few hundred seeded members some money, and the ledger adds up', async () => {
    const funded = await t.db
      .selectFrom('ledger_account')
      .select(sql<string>`count(distinct member_id)`.as('n'))
      .where('member_id', 'is not', null)
      .where('balance', '>', 0n)
      .executeTakeFirstOrThrow();
    expect(Number(funded.n)).toBeGreaterThan(300);
    expect(await totalOfAllAccounts(t.db)).toBe(0n);
    expect(await verifyWallet(t.db)).toEqual({ ok: true, problems: [] });
  });
});
