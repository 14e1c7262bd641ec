import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsOfMembers } from '../../src/modules/ledger/accounts.service.js';
import { createMember } from '../helpers/factories.js';
import { outcome } from '../helpers/outcome.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { currencyOf } from '../wallet/factories.js';

/**
 * Migration 0039: an account's member and company are checked once per insert statement, an
 * account never changes owner, and a member or company with accounts cannot be deleted.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = (memberId: number | null, companyCode: string, kind: string) =>
  sql`insert into ledger_account (company_code, member_id, kind, currency, minor_unit)
    values (${companyCode}, ${memberId}, ${kind}, 'USD', 2)`.execute(t.db);

describe("ledger accounts' references (migration 0039)", () => {
  it('opens many members’ accounts in one statement, and refuses an unknown member or company', async () => {
    const members = [];
    for (let k = 0; k < 3; k++) members.push(await createMember(t.db));
    const currency = await currencyOf(t.db, 'US');
    const opened = await accountsOfMembers(
      t.db,
      members.map((m) => ({ id: m.id, companyCode: 'US' })),
      currency,
    );
    expect([...opened.keys()].sort()).toEqual(members.map((m) => m.id).sort());
    expect(await outcome(account(999_999_999, 'US', 'bonus'))).toMatch(
      /^23503: ledger_account names a member/,
    );
    expect(await outcome(account(null, 'ZZ', 'sales'))).toMatch(
      /^23503: ledger_account names a company/,
    );
  });

  it('never moves an account to another member, while balances still change', async () => {
    const [a, b] = [await createMember(t.db), await createMember(t.db)];
    const currency = await currencyOf(t.db, 'US');
    const mine = (await accountsOfMembers(t.db, [{ id: a.id, companyCode: 'US' }], currency)).get(
      a.id,
    )!;
    const move = sql`update ledger_account set member_id = ${b.id} where id = ${mine.bonus.id}`;
    expect(await outcome(move.execute(t.db))).toMatch(/^23503: an account never changes/);
    const touch = sql`update ledger_account set minor_unit = minor_unit where id = ${mine.bonus.id}`;
    expect(await outcome(touch.execute(t.db))).toBe('stored');
  });

  it('refuses to delete a member or a company that has accounts', async () => {
    const m = await createMember(t.db);
    const currency = await currencyOf(t.db, 'US');
    await accountsOfMembers(t.db, [{ id: m.id, companyCode: 'US' }], currency);
    expect(await outcome(sql`delete from member where id = ${m.id}`.execute(t.db))).toMatch(
      /still has ledger accounts|still referenced/,
    );
    expect(await outcome(sql`delete from company where code = 'US'`.execute(t.db))).toMatch(
      /^23503/,
    );
  });
});
