// This file runs on both engines in CI (scripts/test.sh): what it checks is a promise the
// product makes on either database.
import { MEMBER_ACCOUNTS, type MemberAccount, type WalletMovement } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/auth/session.service.js';
import { verifyLedger } from '../../src/modules/ledger/index.js';
import { verifyWallet } from '../../src/modules/wallet/wallet-verify.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { balanceOf, call, totalOfAllAccounts } from './factories.js';

/**
 * The seeded wallets as a member reads them: the whole demo seed (order history and the past
 * cycles' closes included), read through the wallet's and the bonus report's own calls.
 */
let t: TestApp;
// the whole seed with its closes: past 60 s on a loaded CI machine
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
}, 600_000);
afterAll(() => t?.close());

const memberId = async (login: string) =>
  (
    await t.db
      .selectFrom('member')
      .select('id')
      .where('login_name', '=', login)
      .executeTakeFirstOrThrow()
  ).id;

async function tokenOf(login: string) {
  const id = await memberId(login);
  return (await openSession(t.deps, id, false, { ip: null, userAgent: null })).token;
}

/** Minor units of a decimal string ("-12.34" → -1234n), whatever the currency's decimals. */
const minor = (s: string, decimals: number) => {
  const [whole = '0', part = ''] = s.replace('-', '').split('.');
  const value = BigInt(whole + part.padEnd(decimals, '0'));
  return s.startsWith('-') ? -value : value;
};

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** One account's whole history, page after page, as the transaction history reads it. */
async function history(token: string, account: MemberAccount): Promise<WalletMovement[]> {
  const rows: WalletMovement[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const res = await call(t, 'GET', '/bo/ewallet/transactions', {
      token,
      query: { account, pageNum: String(pageNum), pageSize: '20' },
    });
    const page = res.json().data as { list: WalletMovement[]; total: number };
    rows.push(...page.list);
    if (rows.length >= page.total || page.list.length === 0) return rows;
  }
}

async function balances(token: string, login: string) {
  const res = await call(t, 'GET', `/bo/ewallet/userBalance/${await memberId(login)}`, { token });
  return res.json().data as Array<{ account: MemberAccount; balance: string; minorUnit: number }>;
}

describe.each(['demo', 'wtdemo'])('the seeded wallet of %s', (login) => {
  it('reads line by line: newest first, one opening balance at the start, each balance the one before ± the amount', async () => {
    const token = await tokenOf(login);
    for (const b of await balances(token, login)) {
      const rows = await history(token, b.account);
      const where = `${login} ${b.account}`;
      const times = rows.map((r) => Date.parse(r.createdAt));
      expect(times, where).toEqual([...times].sort((x, y) => y - x));
      const openings = rows.filter((r) => r.type === 'opening');
      expect(openings.length, where).toBeLessThanOrEqual(1);
      if (openings.length) expect(rows[rows.length - 1], where).toBe(openings[0]);
      const amounts = rows.map((r) => minor(r.amount, b.minorUnit));
      const after = rows.map((r) => minor(r.balanceAfter, b.minorUnit));
      for (let i = 0; i < rows.length; i++) {
        const before = i + 1 < rows.length ? after[i + 1]! : 0n;
        expect(after[i], `${where} row ${rows[i]!.id}`).toBe(before + amounts[i]!);
        expect(after[i]! >= 0n, where).toBe(true);
      }
      // the newest line's balance is what the account holds
      if (rows.length) expect(rows[0]!.balanceAfter, where).toBe(b.balance);
      else expect(minor(b.balance, b.minorUnit), where).toBe(0n);
    }
  });

  it('has bonus money only from the closed cycles its bonus report shows, each at its close', async () => {
    const token = await tokenOf(login);
    const res = await call(t, 'GET', '/bo/bonus/report', {
      token,
      // the longest range a report reads: the seeded history is the last 12 weeks
      query: { startDate: day(-700), endDate: day(1) },
    });
    expect(res.json().code).toBe(0);
    const report = res.json().data as {
      minorUnit: number;
      cycles: Array<{ cycle: string; byType: Array<{ type: string; amount: string }> }>;
    };
    const paid = (kind: 'bonus' | 'worldplan') =>
      new Map(
        report.cycles
          .map((c): [string, bigint] => [
            c.cycle,
            c.byType
              .filter((b) => (b.type === 'world plan bonus') === (kind === 'worldplan'))
              .reduce((sum, b) => sum + minor(b.amount, report.minorUnit), 0n),
          ])
          .filter(([, amount]) => amount > 0n),
      );
    for (const kind of ['bonus', 'worldplan'] as const) {
      const credits = (await history(token, kind)).filter((r) => r.type === 'bonusClose');
      const credited = new Map(
        credits.map((r): [string, bigint] => [
          r.reference?.kind === 'bonusCycle' ? r.reference.id : `no cycle: ${r.id}`,
          minor(r.amount, report.minorUnit),
        ]),
      );
      expect(credited, `${login} ${kind}`).toEqual(paid(kind));
    }
    if (login === 'demo') expect(paid('bonus').size).toBeGreaterThan(0);
    // WT sells only in the marketplace: by the plan no WT member earns, and nothing was closed
    if (login === 'wtdemo') {
      expect(report.cycles).toEqual([]);
      for (const kind of ['bonus', 'worldplan'] as const) {
        expect(await history(token, kind), kind).toEqual([]);
      }
    }
  });

  it('pays its orders over the months from its own money: each payment at the order’s paid time', async () => {
    const id = await memberId(login);
    const orders = await t.db
      .selectFrom('shop_order as o')
      .innerJoin('order_payment as p', 'p.order_id', 'o.id')
      .select(['o.order_no', 'o.paid_at', 'p.method'])
      .where('o.member_id', '=', id)
      .where('p.status', '=', 'succeeded')
      .execute();
    const months = new Set(orders.map((o) => o.paid_at!.toISOString().slice(0, 7)));
    expect(months.size, login).toBeGreaterThanOrEqual(2);
    const token = await tokenOf(login);
    const payments = (await history(token, 'bonus')).filter((r) => r.type === 'orderPayment');
    const fromWallet = orders.filter((o) => o.method === 'ewallet');
    expect(payments.map((r) => [r.reference?.id, r.createdAt]).sort()).toEqual(
      fromWallet.map((o) => [o.order_no, o.paid_at!.toISOString()]).sort(),
    );
    if (login === 'demo') expect(fromWallet.length).toBeGreaterThan(0);
  });
});

describe('seeded wallet', () => {
  it('opens every demo account once, at most, and no account twice', async () => {
    const twice = await t.db
      .selectFrom('posting as p')
      .innerJoin('journal_entry as e', 'e.id', 'p.entry_id')
      .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
      .select(['a.id', sql<string>`count(*)`.as('n')])
      .where('e.type', '=', 'opening')
      .where('a.member_id', 'is not', null)
      .groupBy('a.id')
      .having(sql<boolean>`count(*) > 1`)
      .execute();
    expect(twice).toEqual([]);
    const demo = await memberId('demo');
    expect(await balanceOf(t.db, demo, 'eproduct')).toBe(30_000n);
    expect(await balanceOf(t.db, demo, 'worldplan')).toBe(8_000n);
    for (const kind of MEMBER_ACCOUNTS.filter((k) => k !== 'eproduct')) {
      expect(await balanceOf(t.db, await memberId('wtdemo'), kind), kind).toBe(0n);
    }
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
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it("lists demo's vacation points newest first, each balance the one before ± the points", async () => {
    const token = await tokenOf('demo');
    const res = await call(t, 'GET', '/bo/vacation/points', { token });
    const { balance } = res.json().data as { balance: number };
    // every page of the history, in the order the pages come
    const history: Array<{ at: string; points: number; balance: number }> = [];
    for (let pageNum = 1; ; pageNum++) {
      const query = { pageNum: String(pageNum), pageSize: '10' };
      const page = (await call(t, 'GET', '/bo/vacation/history', { token, query })).json().data;
      history.push(...page.list);
      if (page.list.length === 0 || history.length >= page.total) break;
    }
    expect(history.length).toBeGreaterThan(0);
    const times = history.map((h) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    history.forEach((h, i) =>
      expect(h.balance, h.at).toBe((history[i + 1]?.balance ?? 0) + h.points),
    );
    expect(history[0]!.balance).toBe(balance);
  });

  it('posts in time order: no member posting is older than one written before it', async () => {
    // the stored running balances (posting order) then agree with the history (time order)
    const late = await t.db
      .selectFrom('posting as p')
      .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
      .select('p.id')
      .where('a.member_id', 'is not', null)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('posting as q')
            .select('q.id')
            .whereRef('q.account_id', '=', 'p.account_id')
            .whereRef('q.id', '<', 'p.id')
            .whereRef('q.created_at', '>', 'p.created_at'),
        ),
      )
      .limit(5)
      .execute();
    expect(late).toEqual([]);
  });
});
