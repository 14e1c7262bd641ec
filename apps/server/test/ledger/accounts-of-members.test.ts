import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { accountsOfMembers } from '../../src/modules/ledger/accounts.service.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { currencyOf } from '../wallet/factories.js';

/** Many members' accounts at once (the bonus close's journal, promotion prizes). */
let t: TestApp;
let statements = 0;
const counter: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    statements++;
    return args.result;
  },
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const owners = (ids: number[]) => ids.map((id) => ({ id, companyCode: 'US' }));

describe('accountsOfMembers', () => {
  it('opens the missing accounts, keeps the existing ones, and completes a partial set', async () => {
    const [a, b, c] = [
      await createMember(t.db),
      await createMember(t.db),
      await createMember(t.db),
    ];
    const currency = await currencyOf(t.db, 'US');
    const first = await accountsOfMembers(t.db, owners([a.id]), currency);
    // c has only a bonus account (opened by hand): the rest of its set is opened beside it
    await sql`insert into ledger_account (company_code, member_id, kind, currency, minor_unit)
      values ('US', ${c.id}, 'bonus', ${currency.code}, ${currency.minorUnit})`.execute(t.db);
    const all = await accountsOfMembers(t.db, owners([a.id, b.id, c.id]), currency);
    expect([...all.keys()]).toEqual([a.id, b.id, c.id]);
    expect(all.get(a.id)).toEqual(first.get(a.id));
    for (const id of [a.id, b.id, c.id]) {
      const mine = all.get(id)!;
      expect(new Set([mine.bonus.id, mine.eproduct.id, mine.worldplan.id]).size).toBe(3);
    }
    const rows = await t.db
      .selectFrom('ledger_account')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('member_id', 'in', [a.id, b.id, c.id])
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(9);
  });

  it('reads once, and writes nothing, when every member has their accounts', async () => {
    const members = [await createMember(t.db), await createMember(t.db)];
    const currency = await currencyOf(t.db, 'US');
    const opened = await accountsOfMembers(t.db, owners(members.map((m) => m.id)), currency);
    const counted = t.db.withPlugin(counter) as Db;
    statements = 0;
    const again = await accountsOfMembers(counted, owners(members.map((m) => m.id)), currency);
    expect(statements).toBe(1);
    expect(again).toEqual(opened);
  });
});
