// This file runs on both engines in CI (scripts/test.sh): what it checks is a promise the
// product makes on either database.
import type { JournalType } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.js';
import { companyAccounts, memberAccounts, postJournal } from '../../src/modules/ledger/index.js';
import { verifyLedger } from '../../src/modules/ledger/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, currencyOf, walletMember } from './factories.js';

let t: TestApp;
let me: Awaited<ReturnType<typeof walletMember>>;
const DAY = 86_400_000;
const base = Date.now() - 30 * DAY;
const at = (days: number) => new Date(base + days * DAY);

/**
 * A credit (or debit) of the member's bonus account dated `days` after `base`, posted now:
 * postings are written in one order and dated in another, as a back-dated seed or two
 * transactions racing for the account's lock (each took its time before the lock) write them.
 */
async function post(days: number, amount: bigint, type: JournalType = 'adjustment') {
  const currency = await currencyOf(t.db, me.member.company_code);
  const mine = await memberAccounts(
    t.db,
    { id: me.member.id, companyCode: me.member.company_code },
    currency,
  );
  const company = await companyAccounts(t.db, me.member.company_code, currency);
  await inTransaction(t.db, (trx) =>
    postJournal(trx, {
      companyCode: me.member.company_code,
      type,
      postings: [
        { accountId: mine.bonus.id, amount },
        { accountId: company.adjustments.id, amount: -amount },
      ],
      createdBy: 'test',
      at: at(days),
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  me = await walletMember(t);
  // written in this order, dated: day 0 (+100), day 5 (+50), day 2 (−30), day 9 (+7), day 5 (+1)
  await post(0, 10_000n, 'opening');
  await post(5, 5_000n);
  await post(2, -3_000n);
  await post(9, 700n);
  await post(5, 100n);
});
afterAll(() => t?.close());

interface Row {
  id: string;
  amount: string;
  balanceAfter: string;
  createdAt: string;
  type: string;
}
const cents = (s: string) => Math.round(Number(s) * 100);

async function page(pageNum: number, pageSize: number) {
  const res = await call(t, 'GET', '/bo/ewallet/transactions', {
    token: me.token,
    query: { account: 'bonus', pageNum: String(pageNum), pageSize: String(pageSize) },
  });
  return res.json().data as { list: Row[]; total: number };
}

describe('a history whose postings were written out of time order', () => {
  it('lists by time, newest first, across pages, with a stable order for equal times', async () => {
    const rows = [
      ...(await page(1, 2)).list,
      ...(await page(2, 2)).list,
      ...(await page(3, 2)).list,
    ];
    expect(rows.map((r) => r.amount)).toEqual(['7.00', '1.00', '50.00', '-30.00', '100.00']);
    const times = rows.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // two postings of one time: the later written first, as on every other page
    expect(BigInt(rows[1]!.id)).toBeGreaterThan(BigInt(rows[2]!.id));
  });

  it('gives each row the balance after it in that order: previous balance ± amount', async () => {
    const rows = (await page(1, 20)).list;
    expect(rows.map((r) => r.balanceAfter)).toEqual([
      '128.00',
      '121.00',
      '120.00',
      '70.00',
      '100.00',
    ]);
    for (let i = 0; i < rows.length - 1; i++) {
      const [row, before] = [rows[i]!, rows[i + 1]!];
      expect(cents(row.balanceAfter), row.id).toBe(cents(before.balanceAfter) + cents(row.amount));
    }
    const oldest = rows[rows.length - 1]!;
    expect(cents(oldest.balanceAfter)).toBe(cents(oldest.amount));
  });

  it('keeps the balances when a filter leaves rows out, and in the recent movements', async () => {
    const res = await call(t, 'GET', '/bo/ewallet/transactions', {
      token: me.token,
      query: { account: 'bonus', end: at(5).toISOString() },
    });
    const rows = res.json().data.list as Row[];
    expect(rows.map((r) => [r.amount, r.balanceAfter])).toEqual([
      ['-30.00', '70.00'],
      ['100.00', '100.00'],
    ]);
    const recent = await call(t, 'GET', '/bo/ewallet/recentMovements', {
      token: me.token,
      query: { limit: '2' },
    });
    expect((recent.json().data as Row[]).map((r) => [r.amount, r.balanceAfter])).toEqual([
      ['7.00', '128.00'],
      ['1.00', '121.00'],
    ]);
  });

  it('exports the same rows in the same order', async () => {
    const res = await call(t, 'GET', '/bo/ewallet/transactions/export', {
      token: me.token,
      query: { account: 'bonus' },
    });
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    const listed = (await page(1, 20)).list;
    expect(lines.map((l) => l.split(',').slice(3, 5))).toEqual(
      listed.map((r) => [r.amount, r.balanceAfter]),
    );
  });

  it('leaves the ledger whole: the stored running balances still add up in posting order', async () => {
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });
});
